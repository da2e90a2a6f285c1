import { useEffect, useState } from 'react';

/**
 * A preview of a chosen file as a data URL, read in the background (a data URL needs no revoking,
 * which a blob URL would, and survives the double effects of React's strict mode).
 */
export function useFilePreview(file: File | undefined): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let isLive = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (isLive && typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      isLive = false;
      reader.abort();
    };
  }, [file]);
  return read && read.file === file ? read.url : null;
}

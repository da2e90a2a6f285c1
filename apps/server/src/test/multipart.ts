export type Part = { name: string; fileName?: string; type?: string; body: Buffer | string };

/** A multipart/form-data body written by hand, as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----yim${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}\r\n${type}\r\n`),
    );
    chunks.push(Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

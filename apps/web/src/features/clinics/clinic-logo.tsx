import { Avatar } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { initials } from '../../lib/initials.ts';
import { contentUrlQuery } from '../files/files.api.ts';

type ClinicLogoProps = {
  /** The clinic's logo as the API names it: the id of a stored content, or null. */
  logo: string | null;
  name: string;
  nameEn: string;
  size: number;
};

/**
 * A clinic's logo, or its initials while there is none or it is loading. The API names the logo
 * by its content id, which is not an image address: the picture comes from the content's
 * short-lived signed URL, fetched as the profile avatar's is (issue 11).
 */
export function ClinicLogo({ logo, name, nameEn, size }: ClinicLogoProps) {
  const contentId = logo && /^\d{1,10}$/.test(logo) ? Number(logo) : null;
  const url = useQuery({ ...contentUrlQuery(contentId ?? 0), enabled: contentId !== null });
  return (
    <Avatar
      src={contentId === null ? null : (url.data ?? null)}
      alt=""
      radius="md"
      size={size}
      color="yim"
      variant="light"
    >
      {initials(nameEn, name)}
    </Avatar>
  );
}

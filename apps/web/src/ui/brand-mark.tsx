import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type BrandLogoProps = { size?: number };

/** The tooth-with-a-smile mark, the same drawing as favicon.svg. */
export function BrandLogo({ size = 36 }: BrandLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-yim-7)" />
      <path
        d="M21 14c-5.5 0-9 4.3-9 10.5 0 7.2 3.2 10.6 5.2 17.8 1.3 4.7 2.7 8.7 5.3 8.7 3.2 0 3.3-5.3 4.3-9.4.6-2.5 1.9-4.1 5.2-4.1s4.6 1.6 5.2 4.1c1 4.1 1.1 9.4 4.3 9.4 2.6 0 4-4 5.3-8.7 2-7.2 5.2-10.6 5.2-17.8C52 18.3 48.5 14 43 14c-4.3 0-6.4 2.2-11 2.2S25.3 14 21 14z"
        fill="#fff"
      />
      <path
        d="M23.5 26.5c2.6 3.3 5.4 4.9 8.5 4.9s5.9-1.6 8.5-4.9"
        stroke="var(--mantine-color-yim-7)"
        strokeWidth="3.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

type BrandMarkProps = { size?: number; withTagline?: boolean };

/** Logo and the name ยิ้ม, for headers and the login page. */
export function BrandMark({ size = 36, withTagline = false }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <BrandLogo size={size} />
      <div>
        <Text fw={700} fz={size * 0.6} lh={1.1} c="yim.8">
          {t('appName')}
        </Text>
        {withTagline && (
          <Text fz="xs" c="dimmed" lh={1.2}>
            {t('tagline')}
          </Text>
        )}
      </div>
    </Group>
  );
}

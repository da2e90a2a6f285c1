import { Box, Image } from '@mantine/core';
import { confidenceBand, type TAiAnalysis } from '@yim/contract';
import { useTranslation } from 'react-i18next';

const BAND_COLOURS = { high: '#c92a2a', medium: '#e8590c', low: '#f08c00', uncertain: '#868e96' } as const;

/**
 * A photo with its findings drawn over it: each box placed in percent of the photo's own size,
 * so it stays on its spot at any width (tablet or desktop).
 */
export function PhotoWithFindings({
  src,
  analysis,
  alt,
}: {
  src: string;
  analysis: TAiAnalysis | undefined;
  alt: string;
}) {
  const { t } = useTranslation('ai');
  return (
    <Box pos="relative" style={{ lineHeight: 0 }}>
      <Image src={src} alt={alt} radius="sm" />
      {analysis?.detections.map((d, index) => {
        const band = confidenceBand(d.confidence);
        const label = `${t(`classes.${d.class_name}`)} ${Math.round(d.confidence * 100)}%`;
        return (
          <Box
            key={index}
            data-testid="ai-box"
            aria-label={label}
            pos="absolute"
            style={{
              left: `${(d.box.x1 / analysis.imageWidth) * 100}%`,
              top: `${(d.box.y1 / analysis.imageHeight) * 100}%`,
              width: `${((d.box.x2 - d.box.x1) / analysis.imageWidth) * 100}%`,
              height: `${((d.box.y2 - d.box.y1) / analysis.imageHeight) * 100}%`,
              border: `2px solid ${BAND_COLOURS[band]}`,
              borderRadius: 2,
            }}
          >
            <Box
              component="span"
              pos="absolute"
              fz={11}
              px={3}
              c="white"
              style={{ top: -16, left: -2, background: BAND_COLOURS[band], whiteSpace: 'nowrap', lineHeight: '15px' }}
            >
              {label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** The AI codes of spec §8 the screen names; anything else is UNKNOWN_ERROR to the user. */
const AI_CODES = new Set([
  'AI-BAD-REQUEST',
  'AI-UNAUTHORIZED',
  'AI-SERVER-ERROR',
  'AI-API-ERROR',
  'AI-NETWORK-ERROR',
  'AI-UNKNOWN-ERROR',
  'AI-NO-PHOTO-DATA',
  'AI-BLOB-CONVERSION-ERROR',
  'AI-UPPER-PHOTO-ERROR',
  'AI-LOWER-PHOTO-ERROR',
  'AI-PHOTO-TOO-LARGE',
  'AI-DISABLED',
  'RATE_LIMITED',
]);

/** A failed analysis: what went wrong, and the spec's fallback, examining the patient by hand. */
export function AiFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['ai', 'errors']);
  const code = isApiError(error) && AI_CODES.has(error.errorCode) ? error.errorCode : 'AI-UNKNOWN-ERROR';
  const offline = isApiError(error) && error.kind === 'network';
  return (
    <Alert color="red" role="alert" title={t(`errors:codes.${offline ? 'AI-NETWORK-ERROR' : code}`)}>
      <Text fz="sm" mb="xs">
        {t('ai:analysis.manualFallback')}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('ai:analysis.retry')}
      </Button>
    </Alert>
  );
}

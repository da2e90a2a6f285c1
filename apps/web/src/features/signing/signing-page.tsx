// /document (spec access §2, §4, §7, §8; issue 15): the PDF's pages, pen and eraser, zoom, print,
// upload of the signed PDF through createMediaFiles, close with confirmation. Opened by staff in
// a new window; the route's loader restores the staff session (or asks to sign in).
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { withLoadingOverlay } from '../../ui/loading-overlay.tsx';
import { exportSignedPdf, loadPdfBuilder } from './export-signed-pdf.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { PdfPageStage, type Tool } from './pdf-page-stage.tsx';
import {
  clampZoom,
  PEN_COLOR,
  PEN_WIDTH,
  simplifyStrokeLater,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  type PenLine,
} from './pen-geometry.ts';
import { signedFileName, signedRemark } from './signed-pdf.ts';
import { readSigningContext } from './signing-context.ts';
import { initialStrokes, strokesReducer } from './signing-strokes.ts';
import type { SigningContext } from './signing.api.ts';
import { useSignedPdf, type Loaded } from './use-signed-pdf.ts';

/** The export keeps the processor busy: the page behind the overlay is not blurred again at every frame. */
const EXPORT_OVERLAY = { blurBackdrop: false };

/** Spec §9: the window closes 2 s after a successful upload. */
export const CLOSE_AFTER_UPLOAD_MS = 2000;

/**
 * The upload's call carries the contract's schemas (zod): it is not needed to show the first page,
 * and loads with pdf-lib at the first stroke (a failed download is asked again at the upload).
 */
const loadSigningApi = () => import('./signing.api.ts');

export function SigningPage() {
  const { t } = useTranslation('signing');
  const [search] = useSearchParams();
  const context = useMemo(() => readSigningContext(search), [search]);
  const state = useSignedPdf(context?.pdfUrl ?? null);

  if (!context) {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title={t('errors.loadTitle')} maw={520} data-testid="sign-error">
          {t('badLink')}
        </Alert>
      </Center>
    );
  }
  if (state.status === 'failed') {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title={t('errors.loadTitle')} maw={520} data-testid="sign-error" role="alert">
          {t('errors.loadMessage')}
        </Alert>
      </Center>
    );
  }
  if (state.status === 'loading') {
    return (
      <Center h="100dvh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text size="sm">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }
  return <SigningScreen context={context} doc={state.doc} />;
}

function SigningScreen({ context, doc }: { context: SigningContext; doc: Loaded }) {
  const { t } = useTranslation('signing');
  const [tool, setTool] = useState<Tool>('pen');
  const [zoom, setZoom] = useState(1);
  const [strokes, dispatch] = useReducer(strokesReducer, doc.pages.length, initialStrokes);
  const { lines } = strokes;
  const nextId = useRef(1);
  const linesRef = useRef(lines);
  useLayoutEffect(() => {
    linesRef.current = lines;
  }, [lines]);

  const onStroke = useCallback((index: number, points: number[]) => {
    // The export's PDF library comes while the signer is still signing (a failure here is retried by the export).
    loadPdfBuilder().catch(() => undefined);
    loadSigningApi().catch(() => undefined);
    const id = nextId.current++;
    const line: PenLine = { id, points, stroke: PEN_COLOR, strokeWidth: PEN_WIDTH };
    dispatch({ type: 'stroke', page: index, line });
    void simplifyStrokeLater(points, PEN_WIDTH).then((simplified) =>
      dispatch({ type: 'simplify', page: index, id, points: simplified }),
    );
  }, []);
  const onErase = useCallback((index: number, trail: number[]) => dispatch({ type: 'erase', page: index, trail }), []);
  // Shown from a stroke the page answered too late until one it answers in time.
  const [isPenSlow, setPenSlow] = useState(false);
  const onPenAnswer = useCallback((isResponsive: boolean) => setPenSlow(!isResponsive), []);
  const canUndo = strokes.past.length > 0;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        dispatch({ type: 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const strokeCount = lines.reduce((sum, page) => sum + page.length, 0);

  const exportPdf = useCallback(() => exportSignedPdf(doc.pages, (i) => linesRef.current[i] ?? []), [doc]);

  async function upload() {
    const remark = signedRemark(context.filename, context.templateId !== null);
    for (;;) {
      try {
        await withLoadingOverlay(
          async () => {
            const [pdf, { uploadSignedDocument }] = await Promise.all([exportPdf(), loadSigningApi()]);
            await uploadSignedDocument(context, pdf, remark, signedFileName(remark), doc.originalSha256);
          },
          t('uploading'),
          EXPORT_OVERLAY,
        );
        break;
      } catch {
        const retry = await dialogs.confirm({
          kind: 'danger',
          title: t('errors.uploadFailedTitle'),
          message: t('errors.uploadFailed'),
          confirmLabel: t('actions.retry'),
        });
        if (!retry) return;
      }
    }
    void dialogs.info({ kind: 'success', title: t('uploadSuccessTitle'), message: t('uploadSuccess') });
    // The 2 s count from the frame after the message is drawn, not from the call: on a busy
    // tablet the export leaves the page working for a while, and a timer started at once could
    // close the window before the message was ever seen.
    afterNextPaint(() => setTimeout(() => window.close(), CLOSE_AFTER_UPLOAD_MS));
  }

  async function print() {
    // Opened at once, inside the click: a window opened after the export would be blocked.
    const printWindow = window.open('', '_blank');
    if (!printWindow) {
      void dialogs.info({ kind: 'warning', title: t('errors.printBlockedTitle'), message: t('errors.printBlocked') });
      return;
    }
    try {
      const pdf = await withLoadingOverlay(exportPdf(), undefined, EXPORT_OVERLAY);
      const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: 'application/pdf' }));
      printWindow.location.href = url;
      printWindow.addEventListener('load', () => printWindow.print(), { once: true });
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      printWindow.close();
      void dialogs.info({ kind: 'danger', title: t('errors.printFailedTitle'), message: t('errors.printFailed') });
    }
  }

  async function close() {
    const isSure = await dialogs.confirm({
      message: t('closeConfirm'),
      isDanger: true,
      confirmLabel: t('actions.close'),
    });
    if (isSure) window.close();
  }

  const changeZoom = (delta: number) => setZoom((z) => clampZoom(z + delta));

  return (
    <Stack gap={0} h="100dvh">
      <Group
        component="header"
        justify="space-between"
        wrap="wrap"
        gap="sm"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <Title order={1} size="h4">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="sign-page-count">
            {context.filename ? `${context.filename} · ` : ''}
            {t('pages', { count: doc.pages.length })}
          </Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('tool.label')}
            value={tool}
            onChange={(value) => setTool(value as Tool)}
            data={[
              { value: 'pen', label: t('tool.pen') },
              { value: 'eraser', label: t('tool.eraser') },
            ]}
          />
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('zoom.out')}
              onClick={() => changeZoom(-ZOOM_STEP)}
              disabled={zoom <= ZOOM_MIN}
            >
              <span aria-hidden>−</span>
            </ActionIcon>
            <Text size="sm" w={90} ta="center" data-testid="sign-zoom">
              {t('zoom.value', { percent: Math.round(zoom * 100) })}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('zoom.in')}
              onClick={() => changeZoom(ZOOM_STEP)}
              disabled={zoom >= ZOOM_MAX}
            >
              <span aria-hidden>+</span>
            </ActionIcon>
          </Group>
          <Button variant="default" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo}>
            {t('actions.undo')}
          </Button>
          <Button variant="default" onClick={() => void print()}>
            {t('actions.print')}
          </Button>
          <Button onClick={() => void upload()} disabled={strokeCount === 0}>
            {t('actions.upload')}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => void close()}>
            {t('actions.close')}
          </Button>
        </Group>
      </Group>
      {doc.isDigitallySigned && (
        <Alert color="yellow" radius={0} py="xs" title={t('digitallySigned.title')} data-testid="sign-digitally-signed">
          {t('digitallySigned.message')}
        </Alert>
      )}
      {isPenSlow && (
        // Over the pages, not above them: a warning that pushed the pages down would move the
        // paper under a pen that is still drawing.
        <Alert
          color="orange"
          variant="filled"
          title={t('penSlow.title')}
          data-testid="sign-pen-slow"
          role="alert"
          withCloseButton
          closeButtonLabel={t('penSlow.dismiss')}
          onClose={() => setPenSlow(false)}
          pos="fixed"
          top={68}
          right={16}
          maw={440}
          style={{ zIndex: 10, boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {t('penSlow.message')}
        </Alert>
      )}
      <Box
        component="main"
        style={{ flex: 1, overflow: 'auto', background: 'var(--mantine-color-gray-2)' }}
        data-testid="sign-pages"
      >
        <Stack align="center" gap="md" py="md" style={{ minWidth: 'min-content' }} px="md">
          {doc.pages.map(({ page, size }, index) => (
            <PdfPageStage
              key={index}
              index={index}
              page={page}
              size={size}
              zoom={zoom}
              tool={tool}
              lines={lines[index] ?? []}
              onStroke={onStroke}
              onErase={onErase}
              onPenAnswer={onPenAnswer}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

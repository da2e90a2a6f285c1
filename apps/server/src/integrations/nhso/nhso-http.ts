import { z } from 'zod';
import { callService, readAnswer, segment, type ServiceAnswer } from '../http-client.ts';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { NHSO_REJECTIONS, type Nhso } from './nhso.ts';

// The protocol the live adapter speaks (docs/integrations.md, "NHSO"): bookings are resources under
// /visit-bookings; the scheme's own 'No data found' is 400 { errorCode: 400, errorMessage }; other
// refusals are 4xx { error: <NHSO_REJECTIONS reason> }.
const ZNoDataFound = z.object({ errorCode: z.literal(400), errorMessage: z.literal('No data found') });

function read<T>(answer: ServiceAnswer, schema: z.ZodType<T>): T {
  if (answer.status === 400 && ZNoDataFound.safeParse(answer.body).success) {
    throw new IntegrationError('nhso', 'rejected', NHSO_REJECTIONS.NO_DATA_FOUND);
  }
  return readAnswer('nhso', answer, schema, NHSO_REJECTIONS);
}

export function httpNhso(settings: LiveServiceSettings): Nhso {
  const call = (request: Parameters<typeof callService>[2]) => callService('nhso', settings, request);
  const bookingPath = (visitBookingNo: string) => `/visit-bookings/${segment(visitBookingNo)}`;
  return {
    mode: 'live',
    bookVisit: async (request) =>
      read(
        await call({
          method: 'POST',
          path: '/visit-bookings',
          body: {
            personalId: request.personalId,
            branchCode: request.branchCode,
            serviceDate: request.serviceDate,
            ...(request.subitemNo ? { subitemNo: request.subitemNo } : {}),
          },
        }),
        z.object({ visitBookingNo: z.string().min(1) }),
      ),
    confirmVisit: async (visitBookingNo) =>
      read(
        await call({ method: 'POST', path: `${bookingPath(visitBookingNo)}/confirm`, body: {} }),
        z.object({ visitNo: z.string().min(1) }),
      ),
    cancelVisit: async (visitBookingNo) => {
      read(await call({ method: 'DELETE', path: bookingPath(visitBookingNo) }), z.unknown());
    },
  };
}

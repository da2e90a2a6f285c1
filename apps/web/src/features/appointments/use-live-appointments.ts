import { useQueryClient } from '@tanstack/react-query';
import { appointments, type EventOf } from '@yim/contract';
import { useBranchEvents } from '../../lib/use-branch-events.ts';
import { appointmentKeys, type BranchRef } from './appointments.api.ts';

export type AppointmentEvent = EventOf<typeof appointments.events>;

/**
 * Keeps a screen's appointments current while it is open: a booking, move or check-in made on
 * another device refetches them (the event names only an id), and so does a reconnection after
 * a drop, which may have missed some. `onEvent` lets a screen react too (the chime on a check-in).
 */
export function useLiveAppointments(branch: BranchRef, onEvent?: (event: AppointmentEvent) => void) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all(branch) });
  useBranchEvents(appointments.events, branch.clinicUrl && branch.branchUrl ? branch : null, {
    onEvent: (event) => {
      refetch();
      onEvent?.(event);
    },
    onResync: refetch,
  });
}

// The appointment screens in one lazy chunk: the calendar library is most of it.
export { QueueManagePage } from '../../features/appointments/queue-manage-page.tsx';
export { QueueListPage } from '../../features/appointments/queue-list-page.tsx';
export { DoctorDashboardPage, DoctorsQueuePage } from '../../features/appointments/doctor-calendar-page.tsx';

// One chunk for the super-administrator's pages (page-modules.ts).
export { SuperadminHomePage } from '../../features/superadmin/superadmin-home-page.tsx';
export { SuperadminClinicsPage } from '../../features/superadmin/superadmin-clinics-page.tsx';
export { CreateClinicPage } from '../../features/superadmin/create-clinic-page.tsx';
export { SuperadminUsersPage } from '../../features/superadmin/superadmin-users-page.tsx';
export { SuperadminUserPage } from '../../features/superadmin/superadmin-user-page.tsx';
export { SuperadminClinicPage } from '../../features/superadmin/superadmin-clinic-page.tsx';
export { SuperadminOAuthClientsPage } from '../../features/superadmin/superadmin-oauth-clients-page.tsx';
export { OrthoTemplatesPage } from '../../features/ortho/ortho-templates-page.tsx';

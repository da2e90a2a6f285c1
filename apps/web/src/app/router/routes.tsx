import { BRANCH_PAGES, type PermissionArea } from '@yim/contract';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { RouteErrorBoundary } from '../../ui/route-error-boundary.tsx';
import { guardRedirect, navigationGuardLoader, revalidateOnNavigation } from './navigation-guard.ts';
import type { PageCondition } from './route-guards.ts';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { preloadSigning } from '../../features/signing/signing-preload.ts';
import {
  activatePage,
  branchPageModule,
  clinicPickerPage,
  createClinicPage,
  dicomViewerPage,
  forgotPasswordPage,
  loginPage,
  mainLayout,
  oauthAuthorizationPage,
  placeholderPage,
  receiptPublicPage,
  sandboxPage,
  signingPage,
  registerPage,
  resetPasswordPage,
  orthoTemplatesPage,
  superadminClinicPage,
  superadminClinicsPage,
  superadminHomePage,
  superadminOAuthClientsPage,
  superadminUserPage,
  superadminUsersPage,
} from './page-modules.ts';
import { RootLayout } from './root-layout.tsx';

// The guards call the API, whose descriptors carry the contract's schemas (zod): they load with
// the first guarded route, so the first page (/login) is drawn without them.
const guards = () => import('./route-guards.ts');
// Only the session: its check comes without the other guards' schemas (require-session.ts).
const sessionLoader = async (args: LoaderFunctionArgs) => (await import('./require-session.ts')).sessionLoader(args);
const superadminLoader = async (args: LoaderFunctionArgs) => (await guards()).superadminLoader(args);
const branchLoader = async (args: LoaderFunctionArgs) => (await guards()).branchLoader(args);
const branchIndexLoader = async (args: LoaderFunctionArgs) => (await guards()).branchIndexLoader(args);
const branchPageLoader =
  (area: PermissionArea, condition?: PageCondition) =>
  async (args: LoaderFunctionArgs): Promise<null> =>
    (await guards()).branchPageLoader(area, condition)(args);
// The signing page's PDF and pdf.js worker start loading beside its chunk and the session check.
const signingLoader = (args: LoaderFunctionArgs) => {
  preloadSigning(args.request.url);
  return sessionLoader(args);
};
const logoutLoader = async () => (await import('../../features/auth/logout.loader.ts')).logoutLoader();

/** Public routes of spec access §2; screens still to be built show the placeholder page. */
const PUBLIC_PAGES = [
  { name: 'OAuth2', path: 'oauth2', lazy: oauthAuthorizationPage },
  { name: 'DicomViewer', path: 'dicom-viewer', lazy: dicomViewerPage },
  { name: 'Register', path: 'register', lazy: registerPage },
  { name: 'ReceiptView', path: 'receipt/view', lazy: receiptPublicPage },
  { name: 'UserActivate', path: 'user/activate/:activateKey?', lazy: activatePage },
  { name: 'ForgotPassword', path: 'user/forgotpassword', lazy: forgotPasswordPage },
  { name: 'ResetPassword', path: 'user/resetpassword/:resetPasswordKey', lazy: resetPasswordPage },
] as const;

// Not lazy: the error boundary shows the same page for 404 answers.
const notFound: RouteObject = { path: '*', handle: { name: 'NotFound' }, Component: NotFoundPage };

/** The pages the menu shows only under a condition; the guard holds them to it too. */
const PAGE_CONDITIONS: Partial<Record<(typeof BRANCH_PAGES)[number]['name'], PageCondition>> = {
  FileManage: 'fileStore',
  Subscription: 'notProduction',
};

/** Branch pages come straight from the contract's BRANCH_PAGES: one route each, role-guarded. */
const branchPages: RouteObject[] = BRANCH_PAGES.map((page) => ({
  path: page.path,
  handle: { name: page.name, area: page.area },
  loader: branchPageLoader(page.area, PAGE_CONDITIONS[page.name]),
  lazy: branchPageModule(page.name),
}));

export const routes: RouteObject[] = [
  {
    id: 'root',
    // Loop protection (spec access §2) looks at every navigation, so this loader always runs.
    loader: navigationGuardLoader,
    shouldRevalidate: revalidateOnNavigation,
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: () => guardRedirect('/clinic'), Component: FullPageLoader },
      { path: 'login', handle: { name: 'Login' }, lazy: loginPage },
      { path: 'logout', handle: { name: 'Logout' }, loader: logoutLoader, Component: FullPageLoader },
      ...PUBLIC_PAGES.map(({ name, path, lazy }) => ({ path, handle: { name }, lazy })),
      // The signing page (issue 15) is outside the app frame but uses the staff session: a new
      // window restores it through the refresh cookie, or asks to sign in and comes back.
      { path: 'document', handle: { name: 'Document' }, loader: signingLoader, lazy: signingPage },
      {
        // Login required from here on; the main layout frames every page below.
        id: 'signed-in',
        loader: sessionLoader,
        lazy: mainLayout,
        children: [
          { path: 'clinic', handle: { name: 'Clinic' }, ErrorBoundary: RouteErrorBoundary, lazy: clinicPickerPage },
          {
            // ':section/*' rather than '*': a bare splat would rank level with /:clinicUrl/:branchUrl.
            path: 'superadmin',
            handle: { name: 'Superadmin' },
            loader: superadminLoader,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: superadminHomePage },
              { path: 'clinics', lazy: superadminClinicsPage },
              { path: 'clinics/new', lazy: createClinicPage },
              { path: 'clinics/:id', lazy: superadminClinicPage },
              { path: 'users', lazy: superadminUsersPage },
              { path: 'oauth-clients', lazy: superadminOAuthClientsPage },
              { path: 'users/:id', lazy: superadminUserPage },
              { path: 'ortho-templates', lazy: orthoTemplatesPage },
              // A path of no tool shows the placeholder page.
              { path: 'sandbox', handle: { name: 'SuperadminSandbox' }, lazy: sandboxPage },
              { path: ':section/*', lazy: placeholderPage },
            ],
          },
          {
            id: 'branch',
            path: ':clinicUrl/:branchUrl',
            loader: branchLoader,
            ErrorBoundary: RouteErrorBoundary,
            children: [{ index: true, loader: branchIndexLoader, Component: FullPageLoader }, ...branchPages, notFound],
          },
        ],
      },
      notFound,
    ],
  },
];

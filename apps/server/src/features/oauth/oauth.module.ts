import type { AppFeature } from '../../app-deps.ts';
import { registerOAuthRoutes } from './oauth.routes.ts';

/** "Sign in with Yim": the account host of /oauth2 and a standard OAuth 2.0 authorization server. */
export const oauthModule: AppFeature = {
  name: 'oauth',
  routes: registerOAuthRoutes,
};

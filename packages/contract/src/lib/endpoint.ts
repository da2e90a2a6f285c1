import { z } from 'zod';
import type { PermissionArea } from '../roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * - public: anyone (configuration, version, health).
 * - user: any signed-in user (account calls, clinic list).
 * - branch: a member of `/:clinicUrl/:branchUrl`; `area` names the row of the role matrix
 *   that decides which roles pass. Without an area every active member passes.
 * - superadmin: platform super-administrators only.
 */
export type Access =
  { kind: 'public' } | { kind: 'user' } | { kind: 'branch'; area?: PermissionArea } | { kind: 'superadmin' };

export type Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  /** Stable id, `<feature>.<operation>`: the feature is the contract folder and the server feature that serves it. */
  id: string;
  method: HttpMethod;
  /** Fastify-style path: `/api/patient/:clinicUrl/:branchUrl/:id`. */
  path: string;
  /** Kept as written (not widened to Access), so the server types a handler's context by it. */
  access: A;
  params: P;
  query: Q;
  body: B;
  /** Schema of `data` in the `{ status: "200", data }` envelope. */
  response: R;
  /** multipart endpoints read their body from the stream, not from `body`. */
  multipart?: boolean;
  /**
   * 'rfc': an endpoint of a standard protocol (OAuth 2.0): it answers `response` as it is, not in
   * the envelope, its errors are RFC 6749 bodies (`{ error, error_description }`), and it takes
   * form-encoded bodies. 'fhir': a FHIR R4 REST endpoint: `response` as it is, as
   * `application/fhir+json`, its errors FHIR OperationOutcome resources. Absent: the product's
   * envelope (docs/wire.md).
   */
  wire?: 'rfc' | 'fhir';
  /** Answers cross-origin requests from any origin, without credentials (browser OAuth clients). */
  cors?: boolean;
};

const none = z.object({}).strict();
type None = typeof none;

/** Declares an endpoint once; server and web both read it. */
export function defineEndpoint<
  R extends z.ZodType,
  A extends Access,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
>(spec: {
  id: string;
  method: HttpMethod;
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  multipart?: boolean;
  wire?: 'rfc' | 'fhir';
  cors?: boolean;
}): Endpoint<P, Q, B, R, A> {
  return {
    ...spec,
    params: (spec.params ?? none) as P,
    query: (spec.query ?? none) as Q,
    body: (spec.body ?? none) as B,
  };
}

export type ParamsOf<E extends Pick<Endpoint, 'params'>> = z.input<E['params']>;
export type QueryOf<E extends Pick<Endpoint, 'query'>> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type DataOf<E extends Endpoint> = z.output<E['response']>;

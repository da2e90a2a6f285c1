import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint, defineStreamEndpoint } from '@yim/contract';
import type { AppDeps } from '../app-deps.ts';
import { createEndpointRegistrar } from '../lib/http/register-endpoint.ts';
import { requestAccess } from '../request-access.ts';

/**
 * A stream endpoint of the tests and the benchmark only, shaped as a feature's would be (the
 * appointments feature declares its own in the contract): the changes of one branch, for the
 * roles of the queue.
 */
export const probeBranchEvents = defineStreamEndpoint({
  id: 'probe.branchEvents',
  path: '/api/probe/events/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'queue' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  event: z.object({ kind: z.string(), id: z.number().int().optional() }),
});

/** A write's stand-in: publishes `probe.changed` with the given id in its request transaction. */
export const probePublish = defineEndpoint({
  id: 'probe.publish',
  method: 'POST',
  path: '/api/probe/publish/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'queue' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  body: z.object({ id: z.number().int().positive() }),
  response: z.object({}),
});

/** Registers both probes on an app, before it is ready. */
export function registerBranchEventsProbe(app: FastifyInstance, deps: AppDeps): void {
  const routes = createEndpointRegistrar(app, deps.db, requestAccess(deps.tokens), 'probe');
  routes.stream(probeBranchEvents, async ({ branch }, events) =>
    deps.events.subscribe(branch.branchId, {
      onEvent: ({ kind, id }) => events.send({ kind, id }),
      onGap: () => events.close(),
    }),
  );
  routes.handle(probePublish, async ({ tx, branch, body }) => {
    await deps.events.publish(tx, { ...branch, kind: 'probe.changed', id: body.id });
    return {};
  });
}

/**
 * A reason the server will not start that its operator can act on (the data directory is in use,
 * the port is taken): main prints its message as one line, without a stack trace, and exits 1.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

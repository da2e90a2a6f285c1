// What must never reach a log line, whatever wrote it: the keys of mail links (whoever reads the
// log could activate the account or choose its password) and the signatures of signed file links
// (local `sig=`, S3's X-Amz-*), OAuth codes and tokens that travel in a query string.

export const REDACTED = '[redacted]';

/** `/user/resetpassword/<key>`, `/user/activate/<key>`, also under `/api/` and in any casing. */
const MAIL_KEY_IN_PATH = /(\/user\/(?:resetpassword|activate)\/)[^/?#\s"'<>]+/gi;

/** Query parameters whose value is a credential. */
const SECRET_QUERY_PARAM =
  /([?&;](?:sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|code|token|access_token|refresh_token|id_token|client_secret|password|key)=)[^&#\s"'<>]*/gi;

/** The text with every mail-link key and URL credential replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return text.replace(MAIL_KEY_IN_PATH, `$1${REDACTED}`).replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);
}

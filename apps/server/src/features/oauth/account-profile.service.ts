import type { TOAuthAccount } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../lib/db/database.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { findAccountProfile } from './account-profile.repo.ts';

/** How long a client may use the avatar address it was given. */
const AVATAR_URL_SECONDS = 60 * 60;

type Profile = NonNullable<Awaited<ReturnType<typeof findAccountProfile>>>;

/**
 * The account profile of spec access §3 (its field names as written there). `profile_url` is a
 * signed address of the avatar, absolute, since a third-party client fetches it from elsewhere.
 */
export async function accountProfile(
  storage: FileStorage,
  publicUrl: string,
  profile: Profile,
): Promise<TOAuthAccount> {
  let profileUrl: string | null = null;
  if (profile.avatarKey) {
    const url = await storage.signedDownloadUrl(profile.avatarKey, {
      expiresInSeconds: AVATAR_URL_SECONDS,
      contentType: profile.avatarType ?? undefined,
    });
    profileUrl = url.startsWith('/') ? `${publicUrl}${url}` : url;
  }
  return {
    first_name_th: profile.firstNameTh,
    last_name_en: profile.lastNameEn,
    email: profile.email,
    profile_url: profileUrl,
    contentId: profile.contentId === null ? null : String(profile.contentId),
    firstNameEn: profile.firstNameEn,
    lastNameEn: profile.lastNameEn,
  };
}

/** GET /o/account for the signed-in user (storage is signed outside the transaction). */
export async function signedInAccount(db: Database, storage: FileStorage, publicUrl: string, userId: string) {
  const profile = await db.run({ userId }, (tx) => findAccountProfile(tx, userId));
  if (!profile) throw new AppError('AUTH_SESSION_ENDED');
  return accountProfile(storage, publicUrl, profile);
}

/** Titles the register may put before a dentist's name, longest first. */
const THAI_TITLES = ['ทันตแพทย์หญิง', 'ทันตแพทย์', 'ทพญ.', 'ทพ.', 'นางสาว', 'นาง', 'นาย'];

/** A Thai name without its title, spaces and dots, for comparing the register with a profile. */
export function comparableThaiName(name: string): string {
  let rest = name.trim();
  const title = THAI_TITLES.find((t) => rest.startsWith(t));
  if (title) rest = rest.slice(title.length);
  return rest.replace(/[\s.]+/g, '').normalize('NFC');
}

/** Whether the registry's holder is the member of the profile (their Thai first and last name). */
export function holderNameMatches(profile: { firstNameTh: string; lastNameTh: string }, holderNameTh: string | null) {
  if (!holderNameTh) return false;
  return comparableThaiName(holderNameTh) === comparableThaiName(`${profile.firstNameTh}${profile.lastNameTh}`);
}

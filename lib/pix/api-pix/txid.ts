/**
 * The txid of a live charge at the PSP. The API Pix `cob` takes 26–35 letters and digits, while
 * the BR Code txid our charges generate (and guard with `keys.pixTxid`) is 25, so the live txid
 * wraps the charge's txid: `MP`, its length in two digits, the txid, zeros up to 26 characters.
 * One-to-one both ways, the same on every retry of a create (a retried `PUT /cob/{txid}` is
 * idempotent at the PSP), and a notice's txid leads back to the charge through the existing guard.
 */
const PREFIX = 'MP';
const MIN = 26;
const MAX_CHARGE_TXID = 35 - PREFIX.length - 2;

/** The PSP txid of a charge txid (1–31 letters/digits). */
export function liveTxid(chargeTxid: string): string {
  if (!/^[A-Za-z0-9]+$/.test(chargeTxid) || chargeTxid.length > MAX_CHARGE_TXID) {
    throw new RangeError(`not a charge txid: ${chargeTxid}`);
  }
  return `${PREFIX}${String(chargeTxid.length).padStart(2, '0')}${chargeTxid}`.padEnd(MIN, '0');
}

/** The charge txid behind a PSP txid, or undefined when the txid is not one we made. */
export function chargeTxidOf(pspTxid: string): string | undefined {
  const match = /^MP(\d{2})([A-Za-z0-9]{1,33})$/.exec(pspTxid);
  if (!match) return undefined;
  const chargeTxid = match[2]!.slice(0, Number(match[1]));
  if (chargeTxid.length === 0) return undefined;
  return liveTxid(chargeTxid) === pspTxid ? chargeTxid : undefined;
}

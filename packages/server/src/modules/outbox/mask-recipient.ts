/**
 * Recipients as the outbox viewer shows them: enough to recognise a message ("an*@bank.test",
 * "6281******01"), not enough to harvest addresses or numbers from the list.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) {
    const local = recipient.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length - 1))}${'*'.repeat(Math.max(1, local.length - 2))}${recipient.slice(at)}`;
  }
  if (recipient.length <= 4) return '*'.repeat(recipient.length);
  return `${recipient.slice(0, 4)}${'*'.repeat(recipient.length - 6 > 0 ? recipient.length - 6 : 1)}${recipient.slice(-2)}`;
}

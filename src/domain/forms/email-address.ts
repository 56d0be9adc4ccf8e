// One rule for an e-mail address, shared by the contact and intake pages and the forms endpoint that receives
// what they send: the HTML standard's valid e-mail address (what <input type="email"> accepts), whose domain
// also has a dot. The browser takes `ada@localhost`; no address that can be answered on the internet looks so.
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`)

/** Whether the text, once trimmed, is an e-mail address the forms accept. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text.trim())
}

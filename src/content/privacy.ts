import { site } from './site'

export interface PolicySection {
  id: string
  heading: string
  paragraphs: readonly string[]
  bullets?: readonly string[]
  /** An address to write to, shown as a mail link after the paragraphs. */
  email?: string
}

export const privacyPolicy = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  lastUpdatedLabel: 'Last updated',
  lastUpdated: 'November 26, 2026',
  lastUpdatedIso: '2026-11-26',
  intro: `${site.name} ("we", "us") respects your privacy. This policy explains what information we collect when you use this website and the MojoMe assessment, why we collect it, and the choices you have. In short: your assessment stays on your device, we use no analytics and no cookies, and we never train AI on your personal data.`,
  tocLabel: 'On this page',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: ['We collect only what you choose to give us, and only for the purpose you give it.'],
      bullets: [
        'Contact and intake forms: your name, e-mail address, company, role and the content of your message or assessment answers.',
        'MojoMe assessment: your answers, chosen super-powers, expertise and resulting scores, the first name you choose to put on your card, and the cards others share with you with their comparison to yours. These are computed and stored in your browser on your device; they are not sent to us.',
        'Share links: a result you share is encoded inside the link itself, with the first name you add, if any, and without your watch-out if you hide it. Whoever you send it to can see the card. When the link is opened, or pasted into an app that shows link previews, our edge server reads the card from the link only to write the preview’s title and draw its picture: it keeps no record of the card or of who asked, and the finished picture may be cached under the link’s own address so that it is not drawn twice. Older links, which carry the card after a #, never send it to any server.',
        'Technical data: like every website, our hosting provider receives your IP address and browser details to deliver pages. When you send a form, a scrambled (salted and hashed) form of your address is kept beside it for ten minutes, only to stop floods of messages, and then erased; the address itself is never stored.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      paragraphs: ['We use the information you send us to:'],
      bullets: [
        'answer your questions and prepare workshop recommendations and proposals;',
        'deliver the workshops, materials and toolkit you have ordered;',
        'improve our content and programmes, using aggregated, non-identifying feedback only.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data security and AI training',
      paragraphs: [
        `Messages you send us travel over encrypted connections (HTTPS) and are kept in access-controlled systems by a small number of staff who need them. When a message or an intake arrives, the team is sent a copy of it by e-mail, so that a person reads it the same day. We keep messages and intakes, with our own notes on them, for ${site.leadRetentionMonths} months, and then delete them automatically; ask us and we delete yours sooner.`,
        'We never use your personal data, your messages or your assessment results to train artificial intelligence models, ours or anyone else’s, and we do not paste them into AI tools that would.',
      ],
    },
    {
      id: 'information-sharing',
      heading: 'Information sharing',
      paragraphs: [
        'We do not sell, rent or trade personal information. We share it only with service providers who help us run our business (for example e-mail and hosting), under contracts that require them to protect it and use it only on our instructions, or when the law requires us to.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You may ask to see, correct, export or delete the personal information we hold about you, and you may object to or restrict how we use it. Write to us at the address below and we will answer within 30 days.',
        'Assessment results, and the copies of messages this device has sent us, are under your control: you can delete them at any time with “Delete my data on this device” (on the results page and below) or by clearing this site’s data in your browser.',
      ],
    },
    {
      id: 'live-rooms',
      heading: 'Live workshop rooms',
      paragraphs: [
        'When you join a facilitator’s live room, your finished MojoMe card is encrypted on your phone, with a key only the facilitator’s own devices hold, before it leaves. Our server never sees an answer: it keeps the encrypted card, a random id for your phone in that room, whether you have started and finished, and the room’s name, code and public key. It keeps no name unless you choose to add one, and that too is inside the encrypted card. To stop floods, a scrambled (salted and hashed) form of your network address is kept for one minute when you send your card, then erased; the address itself is never stored. We know of no other facilitator tool whose server never sees its participants’ answers.',
        'The room keeps this on the network of Cloudflare, our host (a Durable Object for the room) until the facilitator ends it with “Delete everything”, or 30 days after it ended or was last used, whichever comes first; then all of it is deleted. Your own card stays on your phone, as any result does, and the facilitator’s keys stay on their devices until they end the room.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'This site sets no cookies and uses no analytics or advertising trackers. It uses your browser’s own storage (IndexedDB and the offline cache) so that the site works offline and your assessment survives a reload. Nothing in that storage is sent to us.',
        'Videos from external services load only after you click to play them.',
      ],
    },
    {
      id: 'policy-updates',
      heading: 'Updates to this policy',
      paragraphs: [
        'We may update this policy as our services change. We will change the date at the top of this page, and for significant changes we will say so on the home page for at least 30 days.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      paragraphs: [
        'Questions or requests about your privacy, or a request to exercise your rights: write to us.',
      ],
      email: site.email.privacy,
    },
  ] satisfies readonly PolicySection[],
} as const

/** The share dialog's words, and the toasts of SPEC.md section 8 (as PRODUCT.md adjusts them). */
export const shareCopy = {
  open: 'Share Your MojoMe',
  title: 'Share your MojoMe',
  intro: 'Anyone with the link sees your card, on any device. The card travels inside the link itself.',
  close: 'Close',
  downloadImage: 'Download image',
  downloadPdf: 'Download PDF',
  generating: 'Generating...',
  copyLink: 'Copy link',
  copied: 'Copied!',
  shareNative: 'Share…',
  linkedin: 'Share on LinkedIn',
  x: 'Share on X',
  emailLabel: 'Send the link by e-mail',
  emailPlaceholder: 'colleague@example.com',
  emailSend: 'Send',
  linkLabel: 'Share link',
  pngFile: 'mojome-card.png',
  pdfFile: 'mojome-card.pdf',
  linkedinText: 'Just discovered my MojoMe - my cognitive fingerprint and super-powers!',
  xText: 'Just discovered my MojoMe - my cognitive fingerprint and super-powers! 🧠⚡',
  emailSubject: 'My MojoMe cognitive fingerprint',
  emailBody:
    'I just discovered my MojoMe: {name}.\n\nSee my cognitive fingerprint and super-powers here:\n{link}',
} as const

export const shareToasts = {
  emailRequired: { title: 'Email Required', description: 'Please enter an email address.' },
  pngFailed: { title: 'Error', description: 'Failed to generate PNG. Please try again.' },
  pdfFailed: { title: 'Error', description: 'Failed to generate PDF. Please try again.' },
  copyFailed: { title: 'Error', description: 'Failed to copy link. Please try again.' },
  pngSaved: { title: 'PNG Downloaded!', description: 'Your MojoMe card has been saved as an image.' },
  pdfSaved: { title: 'PDF Downloaded!', description: 'Your MojoMe card has been saved as a PDF.' },
  linkCopied: { title: 'Link Copied!', description: 'Share link copied to clipboard.' },
  mailOpened: { title: 'Mail app opened', description: 'We opened your mail app with a message to {email}.' },
} as const

/** Where the social buttons send the link. */
export const shareTargets = {
  linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={title}&summary={text}',
  x: 'https://x.com/intent/tweet?text={text}&url={url}',
} as const

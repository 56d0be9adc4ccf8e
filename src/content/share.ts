/** The share dialog's words, and the toasts it raises. */
export const shareCopy = {
  open: 'Share Your MojoMe',
  title: 'Share your MojoMe',
  intro: 'Anyone with the link sees your card, on any device. The card travels inside the link itself.',
  close: 'Close',
  downloadsHeading: 'Download',
  downloadStory: 'Story image',
  storyHint: '1080 × 1920',
  downloadPost: 'Post image',
  postHint: '1080 × 1350',
  downloadPdf: 'PDF',
  pdfHint: 'One page, A4 or Letter',
  generating: 'Generating...',
  notifications: 'Share notifications',
  copyLink: 'Copy link',
  copied: 'Copied!',
  shareNative: 'Share…',
  linkedin: 'Share on LinkedIn',
  x: 'Share on X',
  emailLabel: 'Send the link by e-mail',
  emailPlaceholder: 'colleague@example.com',
  emailSend: 'Send',
  linkLabel: 'Share link',
  nameLabel: 'Your first name (optional)',
  nameHint: 'Shown on your card and in the link, so whoever opens it knows whose card it is.',
  hideWatchOut: 'Hide my watch-out',
  hideWatchOutHint:
    'Your top fear, and the tip that names it, stay off the images, the PDF, the link and its preview.',
  storyFile: 'mojome-card-story.png',
  postFile: 'mojome-card-post.png',
  pdfFile: 'mojome-card.pdf',
  /** What goes with the link wherever it is posted: the card's name, and an invitation to compare. */
  inviteText: 'I’m {name} — what kind of thinker are you? Compare with me:',
  emailSubject: 'I’m {name}: what kind of thinker are you?',
  emailBody:
    'I’m {name}, says MojoMe.\n\nSee my card, then take MojoMe yourself and see how we compare:\n{link}',
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

/** The words on the exported image and PDF (the card's own terms come from resultsCopy). */
export const shareImageCopy = {
  brand: 'MojoMe',
  eyebrow: 'My cognitive fingerprint',
  eyebrowNamed: '{name}’s cognitive fingerprint',
  powers: 'Super-powers',
  drivers: 'Driven by',
  drivenMost: 'Driven most by',
  watchOut: 'Watch out for',
  expertise: 'Deep expertise',
  invite: 'What kind of thinker are you?',
  scan: 'Scan for my full card, then find yours at',
} as const

/** The PDF page's own words; its section names are the card's (resultsCopy). */
export const sharePdfCopy = {
  scoresHeading: 'All ten scores',
  motivationScoresHeading: 'What drives me',
  openOnline: 'Open this card online',
  scanHint: 'Scan the code or follow the link to see this card on any device, no account needed.',
  subject: 'A MojoMe cognitive fingerprint',
} as const

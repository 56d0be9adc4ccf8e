export const pwaCopy = {
  updateAvailable: 'A new version is available',
  updateDescription: 'Reload when you are ready; nothing you are doing will be lost.',
  reload: 'Reload',
  reloadedForUpdate: 'The site was updated while you were here; we reloaded it and kept your answers.',
  offlineReady: 'Ready to work offline',
  offline: 'You’re offline. Pages you have visited still work.',
  offlineStatus: 'Offline',
  install: 'Install app',
  iosHintTitle: 'Install Think First',
  iosHint: 'Tap the Share button, then “Add to Home Screen”.',
  dismiss: 'Dismiss',
} as const

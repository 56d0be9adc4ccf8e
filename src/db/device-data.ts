/**
 * The one door to what this device keeps. Every call resolves, never rejects: to the value, or to why the
 * device would not store it (door/attempt.ts). Behind it, one module per kind of record in door/; features
 * import from here, so a kind of record can change its module without them noticing.
 */
export { classifyStorageError, type StorageFailure, type Stored } from './door/attempt'
export { loadAssessment, saveAssessment, clearAssessment } from './door/sessions'
export { saveResult, findResult, listResults, saveOwnership, deleteResult } from './door/results'
export { inviteComparison, comparisonFor } from './door/comparisons'
export {
  startWorkshop,
  currentWorkshop,
  updateWorkshop,
  endWorkshop,
  listWorkshopResults,
  addWorkshopResults,
} from './door/workshops'
export {
  saveFacilitatorRoom,
  findFacilitatorRoom,
  listFacilitatorRooms,
  forgetFacilitatorRoom,
  joinedRoom,
  saveJoinedRoom,
  leaveJoinedRoom,
  tabletRoom,
  linkTabletRoom,
  savePhoneRoomKeys,
  findPhoneRoomKeys,
  keepRoomSummary,
} from './door/rooms'
export {
  queueRoomResult,
  queueRoomResultAgain,
  findOutboxEntry,
  queueSubmission,
  settleSubmission,
  listRefusedSubmissions,
  dismissRefusedSubmission,
  outboxDelivery,
} from './door/outbox'
export { deviceTabletLabel } from './door/local-settings'
export { deleteAllData } from './door/all-data'
export { onStorageBlocked } from './storage-blocked'
export { workshopModeId } from './workshop-mark'

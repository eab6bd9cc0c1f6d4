/** What other modules use of this one; they import nothing else of it. */
export { complaintPhoto, deleteTenantComplaintPhotos } from './photos.ts';
export { createComplaint, tenantComplaints } from './repository.ts';
export { addReply, complaintThread, reopenComplaint } from './thread.ts';

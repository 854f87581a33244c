// The durable job runner (decision 007), for features and the composition root.
export { enqueue, type NewJob } from './repository';
export {
  createJobRunner,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
} from './runner';

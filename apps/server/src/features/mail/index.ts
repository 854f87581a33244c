// E-mail (issue 17, decision 008): the outbox, its delivery job, the admins' view and the
// message functions other features call inside their own transactions.
export { createMailDelivery } from './delivery';
export { createMailEvents, MAIL_COMPOSE_QUEUE } from './events';
export { mailRoutes } from './routes';
export { createMailService, MAIL_DELIVER_QUEUE, type MailService } from './service';

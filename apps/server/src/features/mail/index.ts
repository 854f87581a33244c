// E-mail (decision 008): the outbox, its delivery job, the admins' view and the message
// functions other features call inside their own transactions. The composition root makes the
// repository once and hands it to the service, the compose events and the delivery.
export { createMailDelivery } from './delivery';
export { createMailEvents, MAIL_COMPOSE_QUEUE } from './events';
export { createMailRepository } from './repository';
export { mailRoutes } from './routes';
export { createMailService, MAIL_DELIVER_QUEUE, type MailService } from './service';

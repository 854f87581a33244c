import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, insertedIdResponse } from '@wayfare/contract/common';
import {
  contactRequest,
  contactRequestList,
  createContactRequest,
  updateContactRequest,
} from '@wayfare/contract/contacts';
import { contactsListQuery } from '@wayfare/contract/admin-lists';
import { pageLinks } from '#lib/list-page';
import { problemLocale } from '#lib/problem-language';
import { actorOf } from '#plugins/auth-guard';
import type { ContactsService } from './service';

/** Contact page messages: signed-in people send them, admins read them (User Requests). */
export const contactsRoutes: FastifyPluginAsyncZod<{ service: ContactsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/contacts',
    {
      onRequest: app.requireUser,
      schema: { body: createContactRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) => {
      const insertedId = await service.sendMessage({
        actor: actorOf(request),
        ...request.body,
        language: problemLocale(request.headers['accept-language']),
      });
      return reply.status(201).send({ insertedId });
    },
  );

  app.get(
    '/contacts',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: contactsListQuery, response: { 200: contactRequestList } },
    },
    async (request, reply) => {
      const answer = await service.listMessages(request.query);
      void reply.header('x-total-count', String(answer.total));
      const links = answer.page && pageLinks(request.url, answer.total, answer.page);
      if (links) void reply.header('link', links);
      return answer.messages;
    },
  );

  app.patch(
    '/contacts/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, body: updateContactRequest, response: { 200: contactRequest } },
    },
    async (request) =>
      service.markHandled({
        actor: actorOf(request),
        address: request.ip,
        id: request.params.id,
        handled: request.body.handled,
      }),
  );
};

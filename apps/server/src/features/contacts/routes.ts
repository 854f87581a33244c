import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertedIdResponse, pageQuery } from '@wayfare/contract/common';
import { contactRequestList, createContactRequest } from '@wayfare/contract/contacts';
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
      const insertedId = await service.sendMessage({ actor: actorOf(request), ...request.body });
      return reply.status(201).send({ insertedId });
    },
  );

  app.get(
    '/contacts',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: pageQuery, response: { 200: contactRequestList } },
    },
    async (request) => service.listMessages(request.query),
  );
};

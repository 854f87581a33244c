import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertedIdResponse, pageQuery } from '@wayfare/contract/common';
import { contactRequestList, createContactRequest } from '@wayfare/contract/contacts';
import type { Db } from '#db/client';
import { actorOf } from '#plugins/auth-guard';
import { createContactsRepository, toContactDto } from './repository';
import { createContactsService } from './service';

/** Contact page messages: signed-in people send them, admins read them (User Requests). */
export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const contacts = createContactsRepository(db);
  const service = createContactsService({ contacts });

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
    async (request) => (await contacts.list(request.query)).map(toContactDto),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedCountResponse,
  idParam,
  insertedIdResponse,
  modifiedCountResponse,
} from '@wayfare/contract/common';
import { adminListQuery } from '@wayfare/contract/admin-lists';
import { pageLinks } from '#lib/list-page';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  adminInvitationRequest,
  adminInvitationResponse,
  adminInvitationsQuery,
  adminStatusParams,
  adminStatusResponse,
  createUserRequest,
  pendingAdminInvitationList,
  removeAdminResponse,
  userList,
} from '@wayfare/contract/users';
import { actorOf } from '#plugins/auth-guard';
import type { UsersService } from './service';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (
  app,
  { service },
) => {
  app.post(
    '/users',
    {
      onRequest: app.requireUser,
      schema: {
        body: createUserRequest,
        response: { 200: insertedIdResponse, 201: insertedIdResponse },
      },
    },
    async (request, reply) => {
      const result = await service.createUser({
        actor: actorOf(request),
        ...request.body,
        address: request.ip,
      });
      // As docs/product.md §7 says: insertedId only when this call created the record.
      return reply
        .status(result.created ? 201 : 200)
        .send({ insertedId: result.created ? result.user.id : null });
    },
  );

  app.get(
    '/users/admin/:email',
    {
      onRequest: app.requireUser,
      schema: { params: adminStatusParams, response: { 200: adminStatusResponse } },
    },
    async (request) => ({
      admin: await service.isAdmin({ actor: actorOf(request), email: request.params.email }),
    }),
  );

  app.get(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: adminListQuery, response: { 200: userList } },
    },
    async (request, reply) => {
      const answer = await service.listUsers(request.query);
      void reply.header('x-total-count', String(answer.total));
      const links = answer.page && pageLinks(request.url, answer.total, answer.page);
      if (links) void reply.header('link', links);
      return answer.users;
    },
  );

  app.patch(
    '/users/admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: modifiedCountResponse } },
    },
    async (request) =>
      service.makeAdmin({
        userId: request.params.id,
        by: { actor: actorOf(request), address: request.ip },
      }),
  );

  app.delete(
    '/users/admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Remove admin rights (never the last admin’s): the person is e-mailed, their pending admin invitations revoked',
        params: idParam,
        response: { 200: removeAdminResponse },
      },
    },
    async (request) =>
      service.removeAdmin({
        userId: request.params.id,
        by: { actor: actorOf(request), address: request.ip },
      }),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: deletedCountResponse } },
    },
    async (request) =>
      service.removeUser({
        userId: request.params.id,
        by: { actor: actorOf(request), address: request.ip },
      }),
  );

  app.post(
    '/admin-invitations',
    {
      onRequest: app.requireAdmin,
      schema: { body: adminInvitationRequest, response: { 201: adminInvitationResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.inviteAdmin({
          actor: actorOf(request),
          email: request.body.email,
          address: request.ip,
        }),
      ),
  );

  app.get(
    '/admin-invitations',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Pending admin invitations: for whom, by whom, until when (never the link)',
        querystring: adminInvitationsQuery,
        response: { 200: pendingAdminInvitationList },
      },
    },
    async (request, reply) => {
      const answer = await service.listPendingInvitations(request.query);
      void reply.header('x-total-count', String(answer.total));
      const links = pageLinks(request.url, answer.total, request.query);
      if (links) void reply.header('link', links);
      return answer.invitations;
    },
  );

  app.delete(
    '/admin-invitations/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Revoke a pending admin invitation: its link never works again',
        params: idParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.revokeInvitation({
        invitationId: request.params.id,
        by: { actor: actorOf(request), address: request.ip },
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin-invitations/accept',
    {
      onRequest: app.requireUser,
      // A link's secret is 256 random bits; the limit keeps guessing pointless and cheap to serve.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: acceptInvitationRequest, response: { 200: acceptInvitationResponse } },
    },
    async (request) =>
      service.acceptAdminInvitation({
        actor: actorOf(request),
        token: request.body.token,
        address: request.ip,
      }),
  );

  app.post(
    '/sign-out-everywhere',
    {
      onRequest: app.requireUser,
      // Takes nothing: anything sent with it is a mistake, refused before it signs anyone out.
      schema: { querystring: z.strictObject({}), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.revokeTokens({ actor: actorOf(request) });
      return reply.status(204).send(null);
    },
  );
};

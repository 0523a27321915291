import {
  applyTokenQuerySchema,
  changeUserDataRequestSchema,
  editorSessionSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationRequestSchema,
  tokenQuerySchema,
  userInfoQuerySchema,
  userInfoSchema,
} from '@eb/api-contract';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import type { AccountService } from './account-service';
import type { PasswordResetService } from './password-reset-service';
import type { ProfileService } from './profile-service';
import type { RegistrationService } from './registration-service';

const tags = ['Nutzer'];

export interface UsersRouteServices {
  registration: RegistrationService;
  accounts: AccountService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
}

const MAIL_LIMIT = { max: 5, timeWindow: '10 minutes' };
const LINK_LIMIT = { max: 20, timeWindow: '10 minutes' };

/**
 * The accounts' own routes. The trial start (create) and the takeover of a memorial page
 * (update-memorial-page-id) span users and memorial pages: workflows/start-from-memorial-page-routes.ts.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRouteServices> = async (app, { registration, accounts, passwordReset, profile }) => {
  app.post(
    '/create-change-user-data-action',
    {
      config: { rateLimit: MAIL_LIMIT },
      schema: {
        tags,
        summary: 'Daten ändern: prüft das aktuelle Kennwort und schickt den Bestätigungslink',
        body: changeUserDataRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (request) => profile.requestChange(requireCaller(request).userId, request.body),
  );

  app.get(
    '/apply-data-changes',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { tags, summary: 'Übernimmt die bestätigte Datenänderung', querystring: applyTokenQuerySchema, response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile.applyChange(request.query.token);
    },
  );

  app.post(
    '/create-delete-user-action',
    {
      config: { rateLimit: MAIL_LIMIT },
      schema: { tags, summary: 'Account löschen: schickt den Bestätigungslink', response: { 200: messageResponseSchema, ...errorResponses(401, 409, 429) } },
    },
    (request) => profile.requestDeletion(requireCaller(request).userId),
  );

  app.get(
    '/apply-user-deletion',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { tags, summary: 'Löscht den Account nach bestätigtem Link', querystring: applyTokenQuerySchema, response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile.applyDeletion(request.query.token);
    },
  );

  app.post(
    '/request-password-reset',
    {
      config: { rateLimit: MAIL_LIMIT },
      schema: {
        tags,
        summary: 'Passwort vergessen: schickt einen Link für ein neues Kennwort (24 Stunden gültig)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => passwordReset.request(request.body.email),
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Setzt mit dem Link aus der Mail ein neues Kennwort und meldet alle Geräte ab',
        body: passwordResetSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => passwordReset.reset(request.body.token, request.body.password),
  );

  app.get(
    '/user-info',
    {
      schema: {
        tags,
        summary: 'Der angemeldete Nutzer mit allen abgeleiteten Angaben; merkt sich die Gedenkseite, von der er kommt',
        querystring: userInfoQuerySchema,
        response: { 200: userInfoSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts.userInfo(requireCaller(request).userId, request.query.memorialPageId);
    },
  );

  app.get(
    '/sessionid',
    {
      schema: {
        tags,
        summary: 'Eine neue Kennung für eine Sitzung im Editor (je geöffnetem Editor eine)',
        response: { 200: editorSessionSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      requireCaller(request);
      // A fresh id each time: a cached answer would give two tabs the same session.
      reply.header('cache-control', 'no-store');
      return { sessionId: randomUUID() };
    },
  );

  app.get(
    '/toggle-memory-book-user',
    {
      schema: {
        tags,
        summary: 'Bestatter: zwischen eigenen Büchern und den Büchern des Unternehmens wechseln',
        response: { 200: userInfoSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      // A GET that changes state (SPEC.md's verb): never cached.
      reply.header('cache-control', 'no-store');
      return accounts.toggleCompanyBooks(requireCaller(request).userId);
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: MAIL_LIMIT },
      schema: {
        tags,
        summary: 'Registrieren: legt ein Kundenkonto an und schickt die Bestätigungsmail',
        body: registrationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    // A temporary user who registers keeps their trial work: the same user becomes permanent.
    (request) => registration.register(request.body, request.caller?.userId),
  );

  app.get(
    '/confirm-mail',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags,
        summary: 'Bestätigt ein Kundenkonto mit dem Link aus der Mail (einmal, 7 Tage gültig)',
        querystring: tokenQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // It changes state, so no cache may keep or replay the answer.
      reply.header('cache-control', 'no-store');
      return registration.confirm(request.query.hash);
    },
  );
};

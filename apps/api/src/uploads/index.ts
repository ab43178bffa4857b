import { messages } from '@hairsalon/shared';
import { z } from 'zod';
import { badRequest } from '../errors.js';
import { authedProcedure, router } from '../trpc.js';
import { InvalidImageError, storeImage } from './image-store.js';

/**
 * Image bytes. tRPC over HTTP carries JSON only, so this is satisfied only by server-side callers (the REST
 * adapter's multipart rows); the web app uploads through POST /api/upload-image and passes the `image` URL.
 */
export const imageFileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: messages.profile.avatarInvalid });

/** An `/uploads/<name>` reference answered by POST /api/upload-image. */
export const imageRefSchema = z.string().trim().max(200);

export const uploadRouter = router({
  /** Stores a JPEG/PNG/WebP image (≤ 5 MB, resized to ≤ 1600 px) for the signed-in user; answers { url }. */
  image: authedProcedure.input(z.object({ imageFile: imageFileSchema })).mutation(async ({ ctx, input }) => {
    try {
      return await storeImage(ctx.deps, ctx.user.id, input.imageFile);
    } catch (error) {
      if (error instanceof InvalidImageError) {
        throw badRequest(messages.profile.avatarInvalid, { imageFile: messages.profile.avatarInvalid });
      }
      throw error;
    }
  }),
});

import { type Database, type DbOrTx, schema } from '@hairsalon/db';
import {
  EMPTY_SALON_DETAILS,
  type FaqListInput,
  type GoLiveItem,
  type LocationView,
  messages,
  PRODUCT_NAME,
  Role,
  type SalonDetails,
  type SalonDetailsInput,
  type SalonPagesInput,
  salonDayKey,
  salonDisplayName,
  salonToday,
  UserStatus,
} from '@hairsalon/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { claimImage, removeImage } from '../../uploads/image-store.js';
import { firstLocation } from '../location/location.service.js';

const { salonSettings, faqs, services, scheduleSlots, users, backupRuns, locations } = schema;

/** The brand's details, in salon_settings; the address and phone are the first location's (docs/decisions/021). */
const brandColumns = {
  name: salonSettings.name,
  tagline: salonSettings.tagline,
  email: salonSettings.email,
  openingHoursEn: salonSettings.openingHoursEn,
  openingHoursVi: salonSettings.openingHoursVi,
  logo: salonSettings.logo,
  emailSenderName: salonSettings.emailSenderName,
} as const;

/**
 * The salon's details as stored: the brand's from salon_settings, the address and phone from the first open location
 * (one source of truth: the locations page and the settings page edit the same row). Empty before the admin saved
 * any. The one place that reads them.
 */
export async function loadSalonDetails(db: DbOrTx): Promise<SalonDetails> {
  const [[brand], location] = await Promise.all([
    db.select(brandColumns).from(salonSettings).where(eq(salonSettings.id, 1)),
    firstLocation(db),
  ]);
  return {
    ...EMPTY_SALON_DETAILS,
    ...brand,
    addressEn: location?.address ?? '',
    addressVi: location?.addressVi ?? '',
    phone: location?.phone ?? '',
  };
}

/**
 * The current details, in memory, for what cannot wait on the database (email templates, the prerendered pages'
 * substitution at serve time): loaded at start and again whenever salon_settings is written, on this instance or
 * another (the read cache's change feed, docs/decisions/008), and at least every minute.
 */
export class SalonDetailsSource {
  private details: SalonDetails = { ...EMPTY_SALON_DETAILS };
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Database) {}

  current(): SalonDetails {
    return this.details;
  }

  reload(): Promise<void> {
    this.loading ??= loadSalonDetails(this.db)
      .then((details) => {
        this.details = details;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  start(): void {
    this.timer = setInterval(() => void this.reload().catch(() => undefined), 60_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/**
 * The first location keeps the salon's name while it has a default one (docs/decisions/027): the product's name, or the
 * salon's name before this save (migration 0017 named it so). A name the owner gave it, or one another open location
 * already has (names are unique among open locations), stays.
 */
async function renameDefaultLocation(
  tx: DbOrTx,
  location: Pick<LocationView, 'id' | 'name'>,
  before: Pick<SalonDetails, 'name'>,
  after: Pick<SalonDetails, 'name'>,
  now: Date,
): Promise<void> {
  const defaults = new Set([PRODUCT_NAME, salonDisplayName(before)]);
  const name = salonDisplayName(after);
  if (!defaults.has(location.name) || location.name === name) return;
  const other = alias(locations, 'other_location');
  const taken = tx
    .select({ id: other.id })
    .from(other)
    .where(and(isNull(other.archivedAt), ne(other.id, location.id), sql`lower(${other.name}) = lower(${name})`));
  // The name is checked again in the update itself, so an owner's rename committed meanwhile is never overwritten.
  await tx
    .update(locations)
    .set({ name, updatedAt: now })
    .where(and(eq(locations.id, location.id), inArray(locations.name, [...defaults]), notExists(taken)));
}

/** Saves the salon's details; a new logo must be an upload of this admin's, the replaced one is removed. */
export async function updateSalonDetails(deps: AppDeps, userId: number, input: SalonDetailsInput): Promise<SalonDetails> {
  const now = deps.now();
  const replaced = await deps.db.transaction(async (tx) => {
    const current = await loadSalonDetails(tx);
    const newLogo = input.logo && input.logo !== current.logo ? input.logo : null;
    if (newLogo && !(await claimImage(tx, newLogo, userId, now))) {
      throw badRequest(messages.profile.avatarInvalid, { logo: messages.profile.avatarInvalid });
    }
    const { addressEn, addressVi, phone, ...brand } = input;
    const values = { ...brand, logo: input.logo === current.logo ? current.logo : newLogo, updatedAt: now };
    await tx
      .insert(salonSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: salonSettings.id, set: values });
    // The address and phone are the first open location's: the locations page shows what was saved here.
    const location = await firstLocation(tx);
    if (location) {
      await tx
        .update(locations)
        .set({ address: addressEn, addressVi: addressVi === '' ? null : addressVi, phone, updatedAt: now })
        .where(eq(locations.id, location.id));
      await renameDefaultLocation(tx, location, current, input, now);
    }
    return current.logo !== values.logo ? current.logo : null;
  });
  if (replaced) await removeImage(deps, replaced);
  await deps.salon.reload();
  return deps.salon.current();
}

export interface SalonPages {
  privacyEn: string;
  privacyVi: string;
  termsEn: string;
  termsVi: string;
}

export async function getSalonPages(db: DbOrTx): Promise<SalonPages> {
  const [row] = await db
    .select({
      privacyEn: salonSettings.privacyEn,
      privacyVi: salonSettings.privacyVi,
      termsEn: salonSettings.termsEn,
      termsVi: salonSettings.termsVi,
    })
    .from(salonSettings)
    .where(eq(salonSettings.id, 1));
  return row ?? { privacyEn: '', privacyVi: '', termsEn: '', termsVi: '' };
}

export async function updateSalonPages(db: DbOrTx, input: SalonPagesInput, now: Date): Promise<SalonPages> {
  await db
    .insert(salonSettings)
    .values({ id: 1, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: salonSettings.id, set: { ...input, updatedAt: now } });
  return getSalonPages(db);
}

export interface FaqView {
  id: number;
  questionEn: string;
  answerEn: string;
  questionVi: string;
  answerVi: string;
}

export async function listFaqs(db: DbOrTx): Promise<FaqView[]> {
  return db
    .select({ id: faqs.id, questionEn: faqs.questionEn, answerEn: faqs.answerEn, questionVi: faqs.questionVi, answerVi: faqs.answerVi })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}

/** The FAQs page is edited as one list: the saved list replaces the one before, in its order. */
export async function replaceFaqs(db: Database, input: FaqListInput): Promise<FaqView[]> {
  await db.transaction(async (tx) => {
    await tx.delete(faqs);
    if (input.faqs.length > 0) await tx.insert(faqs).values(input.faqs.map((faq, position) => ({ ...faq, position })));
  });
  return listFaqs(db);
}

/** How recent the last recorded `pnpm backup` must be for "a backup configured" (a daily cron job keeps it so). */
export const BACKUP_FRESH_HOURS = 48;

/**
 * The go-live checklist of the admin dashboard, from the real state each time it is asked (docs/decisions/019):
 * the salon's details, a bookable service with an image, an Active stylist with a schedule from today on, PayPal
 * credentials (not the emulator), SMTP (not the outbox), an https PUBLIC_URL, and a `pnpm backup` in the last 48 hours.
 */
export async function goLiveChecklist(
  deps: Pick<AppDeps, 'db' | 'now'> & { config: Pick<AppConfig, 'paypal' | 'smtpUrl' | 'publicUrl' | 'appUrl'> },
): Promise<GoLiveItem[]> {
  const { db, config } = deps;
  const now = deps.now();
  const details = await loadSalonDetails(db);
  const [serviceWithImage] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(isNull(services.archivedAt), isNotNull(services.image), sql`${services.image} <> ''`))
    .limit(1);
  const [scheduled] = await db
    .select({ id: scheduleSlots.id })
    .from(scheduleSlots)
    .innerJoin(users, eq(users.id, scheduleSlots.stylistId))
    .where(
      and(
        eq(users.roleId, Role.Stylist),
        eq(users.status, UserStatus.Active),
        gte(scheduleSlots.day, salonDayKey(salonToday(now.getTime()))),
      ),
    )
    .limit(1);
  const [lastBackup] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const https = config.publicUrl.startsWith('https://') && config.appUrl.startsWith('https://');
  return [
    {
      id: 'details',
      done: [details.name, details.addressEn || details.addressVi, details.phone, details.email].every((v) => v.trim() !== ''),
    },
    { id: 'serviceImage', done: serviceWithImage !== undefined },
    { id: 'stylistSchedule', done: scheduled !== undefined },
    { id: 'paypal', done: config.paypal !== undefined },
    { id: 'smtp', done: config.smtpUrl !== undefined },
    { id: 'https', done: https },
    {
      id: 'backup',
      done: lastBackup !== undefined && now.getTime() - lastBackup.finishedAt.getTime() <= BACKUP_FRESH_HOURS * 3_600_000,
    },
  ];
}

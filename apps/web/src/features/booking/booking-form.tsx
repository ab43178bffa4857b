import {
  type LocationView,
  messages,
  pointsCap,
  pointsError,
  Role,
  SALON_TIME_ZONE,
  serviceAtLocation,
  slotStartMs,
  TIME_SLOTS,
  zoneShortName,
} from '@hairsalon/shared';
import { Alert, Button, Divider, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useAccountInactive } from '../auth/account-inactive';
import { accountQueries } from '../auth/account-queries';
import { useSignedInUser } from '../auth/use-session';
import { useI18n } from '../i18n/use-i18n';
import { locationInput } from '../location/customer-location';
import { toastError } from '../notifications/toast';
import { freeStartQueries, scheduleQueries } from '../schedule/schedule-queries';
import { serviceQueries } from '../service/service-queries';
import { stylistQueries } from '../stylist/stylist-queries';
import { JoinWaitlist } from '../waitlist/waitlist';
import { PointsSection, ServicesSection, StylistDateSection, TimeSection, TotalSection, WhoSection } from './booking-form-sections';
import {
  type BookingFormValues,
  bookingAmount,
  chosenServiceIds,
  emptyBookingForm,
  parseBooking,
  validateBookingForm,
} from './booking-form-values';
import { useSubmitBooking } from './booking-queries';
import { LocationSection } from './location-section';
import { slotChoices } from './time-slot-grid';

export interface BookingFormProps {
  /** Fields chosen already (a waitlist email's link names the stylist, the day and the services). */
  initial?: Partial<BookingFormValues>;
  /** The open locations (issue 24); with more than one, the form starts with the location. */
  locations?: readonly LocationView[];
  /** The location booked at (its stylists, calendar and clock); undefined before any location exists. */
  location?: LocationView;
  onLocationChange?: (locationId: number) => void;
}

/**
 * Spec §4/§5 booking form on the shared booking schema. Visitors book as guests; a signed-in customer gets their
 * details prefilled and may spend up to 30 points (1 % each). The server prices the booking again and opens the
 * payment. A deactivated account is told so and logged out by the app (router.tsx); this form is blocked meanwhile.
 */
export function BookingForm({ initial, locations = [], location, onLocationChange }: BookingFormProps) {
  const trpc = useTRPC();
  // Toasts take the spec's English (they translate it); what the form shows is in the reader's language.
  const { ui, messages: shown } = useI18n();
  const user = useSignedInUser();
  const inactive = useAccountInactive();
  const canUsePoints = user?.roleId === Role.Customer && !inactive;
  const { data: allServices } = useSuspenseQuery(serviceQueries.list(trpc));
  // What the location offers, at its prices (issue 24); the server prices the booking by the same rule.
  const services = useMemo(
    () => (location ? allServices.flatMap((s) => serviceAtLocation(s, location.id) ?? []) : allServices),
    [allServices, location],
  );
  const zone = location?.timeZone ?? SALON_TIME_ZONE;
  const chain = locations.length > 1;
  const { locationId } = locationInput(locations, location);
  // The route's loader read the first location's stylists; another location's arrive while the form stays.
  const stylistList = useQuery(stylistQueries.list(trpc, locationId));
  const stylists = stylistList.data ?? [];
  const me = useQuery({ ...accountQueries.me(trpc), enabled: user !== null });
  const balance = me.data?.points ?? 0;

  const prices = useMemo(() => new Map(services.map((s) => [s.id, s.price])), [services]);
  // Issue 23: a picked date sends the keyboard on to the time slots (the calendar's day buttons are gone).
  const [slotsFocusRequest, setSlotsFocusRequest] = useState(0);
  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    initialValues: { ...emptyBookingForm(), ...initial },
    validate: (values) => validateBookingForm(values, canUsePoints, bookingAmount(values, prices, canUsePoints).totalCents),
    validateInputOnChange: false,
    clearInputErrorOnChange: true,
  });
  const amount = bookingAmount(form.values, prices, canUsePoints);

  // Prefill a signed-in customer's details once they are known, without overwriting what they typed.
  const profile = me.data;
  useEffect(() => {
    if (!profile) return;
    const current = form.getValues();
    form.setValues({
      fullName: current.fullName || `${profile.firstName} ${profile.lastName}`.trim(),
      phone: current.phone || (profile.phoneNumber ?? ''),
      email: current.email || profile.email,
    });
  }, [profile]);

  // Spec §8 'Inactive at booking': the second of its two messages (the app says the first and logs out).
  useEffect(() => {
    if (inactive) toastError(messages.booking.inactiveBlocked, { id: 'booking-inactive' });
  }, [inactive]);

  // Another location: its stylists, days and times, none of the last one's.
  const shownLocation = useRef(location?.id);
  useEffect(() => {
    if (shownLocation.current === location?.id) return;
    shownLocation.current = location?.id;
    // A service the new location does not offer is taken off the booking.
    const offered = new Set(services.map((s) => String(s.id)));
    const kept = form.getValues().services.filter((row) => row.serviceId === null || offered.has(String(row.serviceId)));
    form.setValues({
      stylistId: null,
      date: null,
      timeType: '',
      ...(kept.length === form.getValues().services.length ? {} : { services: kept.length > 0 ? kept : emptyBookingForm().services }),
    });
  }, [location?.id]);

  const { stylistId, date } = form.values;
  const slotsReady = stylistId !== null && date !== null;
  const slots = useQuery({ ...scheduleQueries.slots(trpc, Number(stylistId), date ?? 0), enabled: slotsReady });
  // Spec §8: errors loading slots are logged and the list emptied.
  useEffect(() => {
    if (slots.error) console.error('Could not load the time slots', slots.error);
  }, [slots.error]);
  // With services chosen, only the starts where all of them fit (docs/decisions/009).
  const serviceIds = chosenServiceIds(form.values);
  const fits = useQuery({
    ...freeStartQueries.forServices(trpc, Number(stylistId), date ?? 0, serviceIds),
    enabled: slotsReady && serviceIds.length > 0,
  });
  const freeStarts = serviceIds.length > 0 ? (fits.data?.starts ?? []) : undefined;
  const choices = slotsReady && slots.data && !slots.error ? slotChoices(slots.data, date, Date.now(), freeStarts) : [];
  // No start fits the chosen services that day: a signed-in customer may join the waitlist.
  const dayFull = slotsReady && serviceIds.length > 0 && fits.isSuccess && slots.isSuccess && choices.every((c) => c.disabled);
  const chosenFits = form.values.timeType === '' || choices.some((c) => c.slot.timeType === form.values.timeType && !c.disabled);
  // A start that no longer fits the chosen services (or was taken) is unselected, so the customer picks again.
  useEffect(() => {
    if (!chosenFits && !(serviceIds.length > 0 && fits.isPending)) form.setFieldValue('timeType', '');
  }, [chosenFits, fits.isPending]);

  const create = useSubmitBooking();

  /** Spec §5: a value above 30 or the balance says why and is reset to the cap. */
  const changePoints = (value: number) => {
    const problem = pointsError(value, balance);
    const next = problem ? pointsCap(balance) : value;
    form.setFieldValue('pointsToUse', next);
    if (next <= 0) form.setFieldValue('usePoints', false);
    if (problem) {
      form.setFieldError('pointsToUse', problem);
      toastError(problem);
    } else {
      form.clearFieldError('pointsToUse');
    }
  };

  const submit = form.onSubmit(
    (values) => {
      if (inactive) {
        toastError(messages.booking.inactiveBlocked, { id: 'booking-inactive' });
        return;
      }
      create.submit(parseBooking(values, canUsePoints, amount.totalCents));
    },
    (errors) => {
      if (errors.timeType) toastError(messages.booking.timeRequired);
    },
  );

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-label={ui.booking.form}
    >
      <Stack gap="lg">
        {inactive && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {shown.booking.inactiveBlocked}
          </Alert>
        )}
        {chain && location && onLocationChange && (
          <>
            <LocationSection locations={locations} value={location.id} onChange={onLocationChange} />
            <Divider />
          </>
        )}
        <WhoSection form={form} />
        <Divider />
        <StylistDateSection form={form} stylists={stylists} zone={zone} onDateChosen={() => setSlotsFocusRequest((n) => n + 1)} />
        <TimeSection
          form={form}
          focusRequest={slotsFocusRequest}
          zoneNote={
            chain && location
              ? ui.location.localTimes(location.name, zoneShortName(slotStartMs(date ?? Date.now(), TIME_SLOTS[0], zone), zone))
              : undefined
          }
          choices={choices}
          ready={slotsReady}
          loading={slotsReady && ((slots.isPending && !slots.error) || (serviceIds.length > 0 && fits.isPending))}
          slotsNeeded={
            fits.data && serviceIds.length > 0 ? fits.data.slotsNeeded.serviceSlots + fits.data.slotsNeeded.bufferSlots : undefined
          }
        />
        {dayFull && user?.roleId === Role.Customer && date !== null && (
          <JoinWaitlist stylistId={Number(stylistId)} date={date} serviceIds={serviceIds} locationId={locationId} />
        )}
        <Divider />
        <ServicesSection form={form} services={services} />
        {canUsePoints && (
          <>
            <Divider />
            <PointsSection form={form} balance={balance} onPointsChange={changePoints} />
          </>
        )}
        <Divider />
        <TotalSection amount={amount} />
        <Button type="submit" size="md" loading={create.isPending} disabled={create.isPending || inactive} fullWidth>
          {ui.booking.bookNow}
        </Button>
      </Stack>
    </Paper>
  );
}

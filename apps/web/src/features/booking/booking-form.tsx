import {
  computeBookingAmount,
  createBookingSchema,
  dollarsToCents,
  fieldErrors,
  formatUsd,
  INACTIVE_LOGOUT_DELAY_MS,
  MAX_POINTS_PER_BOOKING,
  messages,
  pointsCap,
  pointsError,
  Role,
  salonToday,
} from '@hairsalon/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { isServerUnreachable } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useLogout } from '../auth/use-logout';
import { useSignedInUser } from '../auth/use-session';
import { toastError, toastSuccess } from '../notifications/toast';
import { checkAccountStatus } from './account-status';
import { SalonDateInput } from './salon-date-input';
import { slotChoices, TimeSlotGrid } from './time-slot-grid';

interface ServiceRow {
  key: number;
  serviceId: string | null;
}

type Errors = Partial<Record<'phone' | 'fullName' | 'email' | 'stylistId' | 'date' | 'timeType' | 'serviceIds', string>>;

export interface BookingFormProps {
  /** Where the browser goes for the payment; tests replace it. */
  goToPayment?: (approvalUrl: string) => void;
  /** Overrides the account-status check (tests). */
  checkStatus?: typeof checkAccountStatus;
}

/**
 * Spec §4/§5 booking form. Visitors book as guests; a signed-in customer gets their details prefilled and may
 * spend up to 30 points (1 % each). The server prices the booking again and opens the payment.
 */
export function BookingForm({ goToPayment = (url) => window.location.assign(url), checkStatus = checkAccountStatus }: BookingFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const user = useSignedInUser();
  const isCustomer = user?.roleId === Role.Customer;

  const [phone, setPhone] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [date, setDate] = useState<number | null>(null);
  const [timeType, setTimeType] = useState('');
  const [rows, setRows] = useState<ServiceRow[]>([{ key: 0, serviceId: null }]);
  const nextKey = useRef(1);
  const [pointsToUse, setPointsToUse] = useState<number>(0);
  const [pointsMessage, setPointsMessage] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [blocked, setBlocked] = useState(false);
  const servicesLabelId = useId();

  // Spec §4: the account status is checked on load; an Inactive account is blocked and logged out after 1 s.
  const statusChecked = useRef(false);
  useEffect(() => {
    if (!user || statusChecked.current) return;
    statusChecked.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void checkStatus().then((status) => {
      if (status !== 'inactive') return;
      setBlocked(true);
      toastError(messages.booking.inactiveLogout);
      toastError(messages.booking.inactiveBlocked);
      timer = setTimeout(() => void logout(), INACTIVE_LOGOUT_DELAY_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [user, checkStatus, logout]);

  const me = useQuery(trpc.auth.me.queryOptions(undefined, { enabled: Boolean(user) && !blocked }));
  const stylists = useQuery(trpc.stylist.list.queryOptions());
  const services = useQuery(trpc.service.list.queryOptions());
  const slotsReady = stylistId !== null && date !== null;
  const slots = useQuery(
    trpc.schedule.byStylistAndDate.queryOptions({ stylistId: Number(stylistId), date: date ?? 0 }, { enabled: slotsReady, staleTime: 0 }),
  );

  // Spec §8: errors loading slots are logged and the list emptied.
  useEffect(() => {
    if (slots.error) console.error('Could not load the time slots', slots.error);
  }, [slots.error]);

  // Prefill a signed-in customer's details once, without overwriting what they typed.
  const prefilled = useRef(false);
  useEffect(() => {
    const data = me.data;
    if (!data || prefilled.current) return;
    prefilled.current = true;
    setPhone((v) => v || (data.phoneNumber ?? ''));
    setFullName((v) => v || `${data.firstName} ${data.lastName}`.trim());
    setEmail((v) => v || data.email);
  }, [me.data]);

  const balance = me.data?.points ?? 0;
  const canUsePoints = isCustomer && !blocked;
  const pointsApplied = canUsePoints && usePoints && pointsToUse > 0;

  const priceById = useMemo(() => new Map((services.data ?? []).map((s) => [String(s.id), dollarsToCents(s.price)])), [services.data]);
  const chosenIds = rows.map((r) => r.serviceId).filter((id): id is string => id !== null);
  const amount = computeBookingAmount(
    chosenIds.map((id) => priceById.get(id) ?? 0),
    pointsApplied ? pointsToUse : 0,
  );

  const choices = slotsReady && slots.data && !slots.error ? slotChoices(slots.data, date) : [];

  const create = useMutation(
    trpc.booking.create.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(messages.booking.success);
        // The points were reserved: reload the user so the header's balance is current.
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        goToPayment(result.approvalUrl);
      },
      onError: (error) => {
        toastError(isServerUnreachable(error) || !error.message ? messages.booking.failed : error.message);
        // A slot taken meanwhile: show the current availability.
        void queryClient.invalidateQueries({ queryKey: trpc.schedule.byStylistAndDate.queryKey() });
      },
    }),
  );

  const clearError = (field: keyof Errors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const changePoints = (raw: string | number) => {
    const value = typeof raw === 'number' ? raw : Number(raw) || 0;
    const problem = pointsError(value, balance);
    if (problem) {
      // Spec §5: say why and reset the value to the cap.
      const cap = pointsCap(balance);
      setPointsMessage(problem);
      toastError(problem);
      setPointsToUse(cap);
      if (cap === 0) setUsePoints(false);
      return;
    }
    setPointsMessage(null);
    setPointsToUse(value);
    if (value <= 0) setUsePoints(false);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (blocked) {
      toastError(messages.booking.inactiveBlocked);
      return;
    }
    const payload = {
      phone,
      fullName,
      email,
      stylistId: stylistId === null ? undefined : Number(stylistId),
      date: date ?? undefined,
      timeType,
      serviceIds: chosenIds.map(Number),
      pointsToUse: pointsApplied ? pointsToUse : 0,
      amount: amount.totalCents / 100,
    };
    const parsed = createBookingSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      if (!timeType) toastError(messages.booking.timeRequired);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  const stylistOptions = (stylists.data ?? []).map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }));
  const serviceOptions = (services.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name} — ${formatUsd(dollarsToCents(s.price))}`,
  }));

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-label="Booking form"
    >
      <Stack gap="lg">
        {blocked && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {messages.booking.inactiveBlocked}
          </Alert>
        )}
        <Stack gap="sm">
          <Title order={3} size="h4">
            Your details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Full name"
              required
              autoComplete="name"
              value={fullName}
              error={errors.fullName}
              onChange={(e) => {
                setFullName(e.currentTarget.value);
                clearError('fullName');
              }}
            />
            <TextInput
              label="Phone number"
              required
              type="tel"
              autoComplete="tel"
              value={phone}
              error={errors.phone}
              onChange={(e) => {
                setPhone(e.currentTarget.value);
                clearError('phone');
              }}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            required
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clearError('email');
            }}
          />
        </Stack>

        <Divider />

        <Stack gap="sm">
          <Title order={3} size="h4">
            Appointment
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Stylist"
              placeholder="Choose a stylist"
              required
              data={stylistOptions}
              value={stylistId}
              error={errors.stylistId}
              onChange={(value) => {
                setStylistId(value);
                setTimeType('');
                clearError('stylistId');
              }}
            />
            <SalonDateInput
              label="Date"
              placeholder="Pick a date"
              required
              value={date}
              minDayMs={salonToday()}
              error={errors.date}
              onChange={(value) => {
                setDate(value);
                setTimeType('');
                clearError('date');
              }}
            />
          </SimpleGrid>
          <TimeSlotGrid
            choices={choices}
            selected={timeType}
            ready={slotsReady}
            loading={slotsReady && slots.isPending && !slots.error}
            error={errors.timeType}
            onSelect={(value) => {
              setTimeType(value);
              clearError('timeType');
            }}
          />
        </Stack>

        <Divider />

        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4" id={servicesLabelId}>
              Services
            </Title>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => setRows((r) => [...r, { key: nextKey.current++, serviceId: null }])}
            >
              Add service
            </Button>
          </Group>
          <Stack gap="xs" aria-labelledby={servicesLabelId}>
            {rows.map((row, index) => (
              <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
                <Select
                  style={{ flex: 1 }}
                  aria-label={`Service ${index + 1}`}
                  placeholder="Choose a service"
                  data={serviceOptions}
                  value={row.serviceId}
                  error={index === 0 ? errors.serviceIds : undefined}
                  onChange={(value) => {
                    setRows((r) => r.map((x) => (x.key === row.key ? { ...x, serviceId: value } : x)));
                    clearError('serviceIds');
                  }}
                />
                {index > 0 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove service ${index + 1}`}
                    onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </Stack>

        {canUsePoints && (
          <>
            <Divider />
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} size="h4">
                  Points
                </Title>
                <Text size="sm" c="dimmed" data-testid="points-balance">
                  You have {balance} points
                </Text>
              </Group>
              <Group align="flex-end" wrap="wrap">
                <NumberInput
                  label="Points to use"
                  description={`Each point is 1% off, up to ${MAX_POINTS_PER_BOOKING} points.`}
                  min={0}
                  clampBehavior="none"
                  allowNegative={false}
                  allowDecimal={false}
                  value={pointsToUse}
                  error={pointsMessage}
                  onChange={changePoints}
                  w={260}
                />
                <Switch
                  label="Apply Points"
                  checked={pointsApplied}
                  disabled={pointsToUse <= 0}
                  onChange={(e) => setUsePoints(e.currentTarget.checked && pointsToUse > 0)}
                  mb={pointsMessage ? 28 : 8}
                />
              </Group>
            </Stack>
          </>
        )}

        <Divider />

        <Stack gap={4}>
          {pointsApplied && (
            <>
              <Group justify="space-between">
                <Text c="dimmed">Subtotal</Text>
                <Text data-testid="booking-subtotal">{formatUsd(amount.subtotalCents)}</Text>
              </Group>
              <Group justify="space-between">
                <Text c="dimmed">Points discount ({amount.discountPercent}%)</Text>
                <Text c="teal">-{formatUsd(amount.discountCents)}</Text>
              </Group>
            </>
          )}
          <Group justify="space-between">
            <Text fw={700} size="lg">
              Total
            </Text>
            <Text fw={700} size="xl" data-testid="booking-total">
              {formatUsd(amount.totalCents)}
            </Text>
          </Group>
        </Stack>

        <Button type="submit" size="md" loading={create.isPending} disabled={create.isPending || blocked} fullWidth>
          Book Now
        </Button>
      </Stack>
    </Paper>
  );
}

import { isSlotPast, SlotStatus, timeSlotById, timeSlotLabel } from '@hairsalon/shared';
import { Button, Input, Loader, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/use-i18n';
import type { Slot } from './types';

export interface SlotChoice {
  slot: Slot;
  disabled: boolean;
}

/**
 * Spec §4: slots sorted by time; a slot is disabled when its statusTime is not 'enable' or it is past. The
 * server marks `past`, and the browser recomputes it for today on the slot's location's clock (its `timeZone`), so a
 * page left open stays right.
 */
export function slotChoices(
  slots: readonly Slot[],
  dayMs: number,
  nowMs: number = Date.now(),
  /** With services chosen: the starts where all of them fit (every covered slot free); any other start is disabled. */
  freeStarts?: readonly string[],
): SlotChoice[] {
  const start = (slot: Slot) => timeSlotById(slot.timeType)?.startMinutes ?? Number.MAX_SAFE_INTEGER;
  return [...slots]
    .sort((a, b) => start(a) - start(b))
    .map((slot) => {
      const definition = timeSlotById(slot.timeType);
      const past = slot.past || (definition ? isSlotPast(dayMs, definition, nowMs, slot.timeZone) : false);
      const fits = freeStarts === undefined || freeStarts.includes(slot.timeType);
      return { slot, disabled: slot.statusTime !== SlotStatus.Enable || past || !fits };
    });
}

export interface TimeSlotGridProps {
  choices: SlotChoice[];
  selected: string;
  onSelect: (timeType: string) => void;
  loading: boolean;
  /** False until both a stylist and a date are chosen. */
  ready: boolean;
  error?: string;
  /**
   * Changes when the keyboard should move here (issue 23: a date was just picked): once the slots are known, the
   * first free slot takes the focus, else the grid itself.
   */
  focusRequest?: number;
}

export function TimeSlotGrid({ choices, selected, onSelect, loading, ready, error, focusRequest }: TimeSlotGridProps) {
  const { ui, messages, language } = useI18n();
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusHandled = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === focusHandled.current || !ready || loading) return;
    focusHandled.current = focusRequest;
    const body = bodyRef.current;
    (body?.querySelector<HTMLElement>('button:not(:disabled)') ?? body)?.focus();
  }, [focusRequest, ready, loading]);
  const t = ui.booking;
  let body: React.ReactNode;
  if (!ready) {
    body = (
      <Text size="sm" c="dimmed">
        {t.chooseFirst}
      </Text>
    );
  } else if (loading) {
    body = <Loader size="sm" aria-label={t.loadingSlots} />;
  } else if (choices.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {messages.booking.noSlots}
      </Text>
    );
  } else {
    body = (
      // Spec §4: a 4-column grid; a phone is too narrow for four whole labels ('10:00 AM'), so it shows three.
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" role="group" aria-label={t.timeSlots}>
        {choices.map(({ slot, disabled }) => {
          const isSelected = slot.timeType === selected;
          return (
            <Button
              key={slot.id}
              px={6}
              variant={isSelected ? 'filled' : 'default'}
              disabled={disabled}
              aria-pressed={isSelected}
              onClick={() => onSelect(slot.timeType)}
            >
              {timeSlotLabel(slot.timeTypeData, language)}
            </Button>
          );
        })}
      </SimpleGrid>
    );
  }
  return (
    <Input.Wrapper label={t.timeSlot} required error={error} labelElement="div">
      <div ref={bodyRef} tabIndex={-1} style={{ marginTop: 6, marginBottom: error ? 6 : 0, outline: 'none' }}>
        {body}
      </div>
    </Input.Wrapper>
  );
}

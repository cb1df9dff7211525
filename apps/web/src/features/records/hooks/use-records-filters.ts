import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GAME_TYPES, type GameType } from '@lobby/contract/games';
import type { LedgerKind } from '@lobby/contract/wallet';
import { KINDS } from '../kinds';
import {
  DEFAULT_PRESET,
  RANGE_PRESETS,
  adjustRange,
  parseDay,
  presetRange,
  type DayRange,
  type RangePreset,
} from './date-range';

/** What a records page shows: its days, and the game type and kind chosen (none means all). */
export interface RecordsFilters {
  range: DayRange;
  /** The preset these days match, if any. */
  preset: RangePreset | undefined;
  gameType: GameType | undefined;
  kind: LedgerKind | undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The filters a records address holds: ?range=today, or ?from=…&to=… days; &gameType, &kind. */
export function readFilters(params: URLSearchParams, now: Date = new Date()): RecordsFilters {
  const from = params.get('from');
  const to = params.get('to');
  const custom = parseDay(from) && parseDay(to) ? adjustRange({ start: from ?? '', end: to ?? '' }, 'start') : null;
  const range = custom ?? presetRange(oneOf(RANGE_PRESETS, params.get('range')) ?? DEFAULT_PRESET, now);
  const preset = RANGE_PRESETS.find((key) => {
    const days = presetRange(key, now);
    return days.start === range.start && days.end === range.end;
  });
  return {
    range,
    preset,
    gameType: oneOf(GAME_TYPES, params.get('gameType')),
    kind: oneOf(KINDS, params.get('kind')),
  };
}

/** Records filters kept in the address (shareable, and back returns to the page before). */
export function useRecordsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setOptional = (key: string, value: string | undefined) => (next: URLSearchParams) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  return {
    filters,
    setPreset: (preset: RangePreset) =>
      change((next) => {
        next.delete('from');
        next.delete('to');
        if (preset === DEFAULT_PRESET) next.delete('range');
        else next.set('range', preset);
      }),
    setDays: (range: DayRange, moved: keyof DayRange) =>
      change((next) => {
        const days = adjustRange(range, moved);
        next.delete('range');
        next.set('from', days.start);
        next.set('to', days.end);
      }),
    setGameType: (gameType: GameType | undefined) => change(setOptional('gameType', gameType)),
    setKind: (kind: LedgerKind | undefined) => change(setOptional('kind', kind)),
  };
}

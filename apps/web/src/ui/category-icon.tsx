import type { GameCategory } from '@lobby/contract/games';
import {
  CoinsIcon,
  CrownIcon,
  FireIcon,
  GamepadIcon,
  GridIcon,
  PlayIcon,
  SparkleIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
} from './icons';

const ICONS: Record<GameCategory, typeof GridIcon> = {
  HOME: FireIcon,
  RNG: SparkleIcon,
  LIVE: PlayIcon,
  FISH: TargetIcon,
  PVP: CrownIcon,
  SPORTS: TrophyIcon,
  ESPORTS: GamepadIcon,
  COCKFIGHT: GridIcon,
  LOTT: TicketIcon,
  ELOTT: CoinsIcon,
};

export function CategoryIcon({ category, size = 18 }: { category: GameCategory; size?: number }) {
  const Icon = ICONS[category];
  return <Icon size={size} />;
}

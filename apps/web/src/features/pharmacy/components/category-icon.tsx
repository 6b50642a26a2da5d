// The icon a category names (a lucide-react name from the API), from a fixed set so only these load.
import ActivityIcon from 'lucide-react/icons/activity';
import BabyIcon from 'lucide-react/icons/baby';
import BrainIcon from 'lucide-react/icons/brain';
import CloudIcon from 'lucide-react/icons/cloud';
import DropletIcon from 'lucide-react/icons/droplet';
import EyeIcon from 'lucide-react/icons/eye';
import FlowerIcon from 'lucide-react/icons/flower';
import GaugeIcon from 'lucide-react/icons/gauge';
import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import PillIcon from 'lucide-react/icons/pill';
import ShieldPlusIcon from 'lucide-react/icons/shield-plus';
import SoupIcon from 'lucide-react/icons/soup';
import SparklesIcon from 'lucide-react/icons/sparkles';
import WindIcon from 'lucide-react/icons/wind';
import ZapIcon from 'lucide-react/icons/zap';

const ICONS = {
  activity: ActivityIcon,
  baby: BabyIcon,
  brain: BrainIcon,
  cloud: CloudIcon,
  droplet: DropletIcon,
  eye: EyeIcon,
  flower: FlowerIcon,
  gauge: GaugeIcon,
  'heart-pulse': HeartPulseIcon,
  pill: PillIcon,
  'shield-plus': ShieldPlusIcon,
  soup: SoupIcon,
  sparkles: SparklesIcon,
  wind: WindIcon,
  zap: ZapIcon,
} as const;

export function CategoryIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? PillIcon;
  return <Icon aria-hidden="true" className={className} />;
}

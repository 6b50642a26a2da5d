// The icon the API names for a specialty (a lucide-react name), from the set the catalogue uses; a
// stethoscope for any other name.
import AccessibilityIcon from 'lucide-react/icons/accessibility';
import AppleIcon from 'lucide-react/icons/apple';
import BabyIcon from 'lucide-react/icons/baby';
import BeanIcon from 'lucide-react/icons/bean';
import BoneIcon from 'lucide-react/icons/bone';
import BrainIcon from 'lucide-react/icons/brain';
import BrainCircuitIcon from 'lucide-react/icons/brain-circuit';
import DropletIcon from 'lucide-react/icons/droplet';
import DropletsIcon from 'lucide-react/icons/droplets';
import EarIcon from 'lucide-react/icons/ear';
import EyeIcon from 'lucide-react/icons/eye';
import HandIcon from 'lucide-react/icons/hand';
import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import LeafIcon from 'lucide-react/icons/leaf';
import MessageCircleHeartIcon from 'lucide-react/icons/message-circle-heart';
import PersonStandingIcon from 'lucide-react/icons/person-standing';
import RibbonIcon from 'lucide-react/icons/ribbon';
import ScanFaceIcon from 'lucide-react/icons/scan-face';
import ScissorsIcon from 'lucide-react/icons/scissors';
import ShieldPlusIcon from 'lucide-react/icons/shield-plus';
import SmileIcon from 'lucide-react/icons/smile';
import SoupIcon from 'lucide-react/icons/soup';
import SyringeIcon from 'lucide-react/icons/syringe';
import VenusIcon from 'lucide-react/icons/venus';
import WindIcon from 'lucide-react/icons/wind';
import type { ComponentType, SVGProps } from 'react';
import { FlaskConicalIcon, StethoscopeIcon } from './care-icons.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const ICONS: Record<string, Icon> = {
  accessibility: AccessibilityIcon,
  apple: AppleIcon,
  baby: BabyIcon,
  bean: BeanIcon,
  bone: BoneIcon,
  brain: BrainIcon,
  'brain-circuit': BrainCircuitIcon,
  droplet: DropletIcon,
  droplets: DropletsIcon,
  ear: EarIcon,
  eye: EyeIcon,
  'flask-conical': FlaskConicalIcon,
  hand: HandIcon,
  'heart-pulse': HeartPulseIcon,
  leaf: LeafIcon,
  'message-circle-heart': MessageCircleHeartIcon,
  'person-standing': PersonStandingIcon,
  ribbon: RibbonIcon,
  'scan-face': ScanFaceIcon,
  scissors: ScissorsIcon,
  'shield-plus': ShieldPlusIcon,
  smile: SmileIcon,
  soup: SoupIcon,
  stethoscope: StethoscopeIcon,
  syringe: SyringeIcon,
  venus: VenusIcon,
  wind: WindIcon,
};

export function SpecialtyIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? StethoscopeIcon;
  return <Icon aria-hidden="true" className={className} />;
}

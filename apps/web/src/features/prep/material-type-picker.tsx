import { MATERIAL_TYPES, type MaterialType } from '@app/core/ai-api';
import { BookOpen, ClipboardCheck, GraduationCap, type LucideIcon, Sparkles } from 'lucide-react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

const ICONS: Record<MaterialType, LucideIcon> = {
  'study-notes': BookOpen,
  'practice-quiz': ClipboardCheck,
  'key-concepts': Sparkles,
  'exam-prep': GraduationCap,
};

interface MaterialTypePickerProps {
  labelledBy: string;
  value: MaterialType | null;
  onChange: (type: MaterialType) => void;
}

/** The four kinds of study material, as tiles with their descriptions. */
export function MaterialTypePicker({ labelledBy, value, onChange }: MaterialTypePickerProps) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? ''}
      onValueChange={(next) => onChange(next as MaterialType)}
      className="grid-cols-1 sm:grid-cols-2"
    >
      {MATERIAL_TYPES.map((type) => {
        const Icon = ICONS[type.value];
        return (
          <RadioGroupItem
            key={type.value}
            value={type.value}
            className="flex items-start gap-3 rounded-lg border p-4 text-left hover:bg-accent data-[state=checked]:border-primary data-[state=checked]:bg-accent"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block font-medium">{type.label}</span>
              <span className="block text-sm text-muted-foreground">{type.description}</span>
            </span>
          </RadioGroupItem>
        );
      })}
    </RadioGroup>
  );
}

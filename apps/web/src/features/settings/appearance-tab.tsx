import { THEMES, type Theme, type UserSettings } from '@app/core/settings';
import { SITE_NAME } from '@app/core/site';
import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { applyAppearance } from '@/lib/appearance';
import { SettingSwitch } from './setting-switch';
import { useSaveSettings } from './use-save-settings';

type Appearance = UserSettings['appearance'];

const themeTiles: Record<Theme, { label: string; icon: LucideIcon; preview: string }> = {
  light: { label: 'Light', icon: Sun, preview: 'bg-white text-slate-900 border-slate-200' },
  dark: { label: 'Dark', icon: Moon, preview: 'bg-slate-900 text-slate-50 border-slate-700' },
  system: {
    label: 'System',
    icon: Monitor,
    // Half light, half dark; the icon sits on a white disc so it shows on both halves.
    preview:
      'bg-gradient-to-r from-white from-50% to-slate-900 to-50% text-slate-900 border-slate-300 [&>svg]:rounded-full [&>svg]:bg-white [&>svg]:p-0.5 [&>svg]:size-6',
  },
};

export function AppearanceTab({ saved }: { saved: Appearance }) {
  const [draft, setDraft] = useState<Appearance>(saved);
  // The whole app follows the saved choice at once, not only after the next reload.
  const save = useSaveSettings((settings) => applyAppearance(settings.appearance));
  const themeLabelId = useId();

  // A choice previews at once, before it is saved; leaving the tab unsaved puts the saved one back.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(() => applyAppearance(draft, { persist: false }), [draft]);
  useEffect(() => () => applyAppearance(savedRef.current, { persist: false }), []);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Appearance</CardTitle>
        <CardDescription>Choose how {SITE_NAME} looks on all your devices.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <h3 id={themeLabelId} className="text-sm font-medium">
            Theme
          </h3>
          <RadioGroup
            aria-labelledby={themeLabelId}
            value={draft.theme}
            onValueChange={(theme) => setDraft((d) => ({ ...d, theme: theme as Theme }))}
            className="grid-cols-3"
          >
            {THEMES.map((theme) => {
              const { label, icon: Icon, preview } = themeTiles[theme];
              return (
                <RadioGroupItem
                  key={theme}
                  value={theme}
                  className="group flex flex-col items-center gap-2 rounded-lg border-2 border-border p-3 text-sm font-medium transition-colors hover:bg-accent data-[state=checked]:border-primary"
                >
                  <span
                    aria-hidden="true"
                    className={`flex h-12 w-full items-center justify-center rounded-md border ${preview}`}
                  >
                    <Icon className="size-5" />
                  </span>
                  {label}
                </RadioGroupItem>
              );
            })}
          </RadioGroup>
        </div>
        <div className="divide-y">
          <SettingSwitch
            label="Compact Mode"
            description="Reduce spacing to fit more on the screen."
            checked={draft.compactMode}
            onCheckedChange={(compactMode) => setDraft((d) => ({ ...d, compactMode }))}
          />
          <SettingSwitch
            label="Animations"
            description="Animate menus, dialogs and other transitions."
            checked={draft.animations}
            onCheckedChange={(animations) => setDraft((d) => ({ ...d, animations }))}
          />
        </div>
      </CardContent>
      <CardFooter>
        <Button disabled={save.isPending} onClick={() => save.mutate({ appearance: draft })}>
          {save.isPending ? 'Saving...' : 'Save Appearance'}
        </Button>
      </CardFooter>
    </Card>
  );
}

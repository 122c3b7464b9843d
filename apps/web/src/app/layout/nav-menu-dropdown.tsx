import type { NavItem } from '@app/core/navigation';
import { ChevronDown } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

/** What the user did to the stand-in button before this component arrived. */
export interface MenuIntent {
  open: boolean;
  focused: boolean;
}

export interface NavMenuDropdownProps {
  label: string;
  items: readonly NavItem[];
  soon?: boolean;
  triggerClassName?: string;
  intent: RefObject<MenuIntent>;
}

/** The Radix dropdown behind a header menu: arrow keys, Enter, Escape and type-ahead. */
export function NavMenuDropdown({
  label,
  items,
  soon = false,
  triggerClassName,
  intent,
}: NavMenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Read at commit, not during render: a concurrent render can start before the click on
  // the stand-in and commit after it. An opened menu takes focus itself (focus leaving it
  // would dismiss it); otherwise focus goes back to the button that replaced the stand-in.
  useLayoutEffect(() => {
    if (intent.current.open) setOpen(true);
    else if (intent.current.focused) triggerRef.current?.focus();
  }, [intent]);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={cn('group', triggerClassName)}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to} className="flex items-start justify-between gap-3">
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{item.label}</span>
                {item.description && (
                  <span className="text-muted-foreground text-xs">{item.description}</span>
                )}
              </span>
              {soon && <Badge variant="soon">Soon</Badge>}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

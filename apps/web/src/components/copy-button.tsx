import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text put on the clipboard. */
  text: string;
  label?: string;
}

/** Copies `text` to the clipboard and confirms with the spec's 'Copied!' toast. */
export function CopyButton({
  text,
  label = 'Copy',
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Copied!');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); say so instead of pretending.
      toast.error('Copy failed', 'Your browser did not allow copying. Select the text and copy it instead.');
    }
  }

  return (
    <Button variant={variant} size={size} onClick={copy} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : label}
    </Button>
  );
}

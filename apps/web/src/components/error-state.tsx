import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatePanel } from './empty-state';

/** A page or section that could not load: the message, announced, and a way forward. */
export function ErrorState(props: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return <StatePanel icon={TriangleAlertIcon} tone="error" role="alert" {...props} />;
}

import { supportEndpoints } from '@pillars/shared/support/endpoints';
import type {
  CreateFaqItemBody,
  FaqItem,
  SupportConfigurationResponse,
  UpdateFaqItemBody,
  UpdateSupportSettingsBody,
} from '@pillars/shared/support/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const supportConfigurationQueryKey = ['support-desk', 'configuration'] as const;

export function useSupportConfiguration() {
  return useQuery(
    queryOptions({
      queryKey: supportConfigurationQueryKey,
      queryFn: () => callEndpoint(supportEndpoints.getSupportConfiguration),
    }),
  );
}

function useSetConfiguration() {
  const queryClient = useQueryClient();
  return (update: (data: SupportConfigurationResponse) => SupportConfigurationResponse) =>
    queryClient.setQueryData<SupportConfigurationResponse>(supportConfigurationQueryKey, (data) =>
      data ? update(data) : data,
    );
}

export function useUpdateSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSupportSettingsBody) =>
      callEndpoint(supportEndpoints.updateSupportSettings, { body }),
    onSuccess: (configuration) => queryClient.setQueryData(supportConfigurationQueryKey, configuration),
  });
}

export function useCreateFaqItem() {
  const setConfiguration = useSetConfiguration();
  return useMutation({
    mutationFn: (body: CreateFaqItemBody) => callEndpoint(supportEndpoints.createFaqItem, { body }),
    onSuccess: ({ item }) => setConfiguration((data) => ({ ...data, faq: [...data.faq, item] })),
  });
}

export function useUpdateFaqItem() {
  const setConfiguration = useSetConfiguration();
  return useMutation({
    mutationFn: ({ faqItemId, ...body }: UpdateFaqItemBody & { faqItemId: string }) =>
      callEndpoint(supportEndpoints.updateFaqItem, { params: { faqItemId }, body }),
    onSuccess: ({ item }) =>
      setConfiguration((data) => ({
        ...data,
        faq: data.faq.map((existing) => (existing.id === item.id ? item : existing)),
      })),
  });
}

export function useDeleteFaqItem() {
  const setConfiguration = useSetConfiguration();
  return useMutation({
    mutationFn: (faqItemId: string) =>
      callEndpoint(supportEndpoints.deleteFaqItem, { params: { faqItemId } }),
    onSuccess: ({ faq }) => setConfiguration((data) => ({ ...data, faq })),
  });
}

/** The FAQ in a new order; shown at once, put back if the server refuses. */
export function useReorderFaq() {
  const queryClient = useQueryClient();
  const setConfiguration = useSetConfiguration();
  return useMutation({
    mutationFn: (faq: FaqItem[]) =>
      callEndpoint(supportEndpoints.reorderFaq, { body: { ids: faq.map((item) => item.id) } }),
    onMutate: (faq) => {
      const previous = queryClient.getQueryData<SupportConfigurationResponse>(supportConfigurationQueryKey);
      setConfiguration((data) => ({ ...data, faq }));
      return { previous };
    },
    onError: (_error, _faq, context) => {
      if (context?.previous) queryClient.setQueryData(supportConfigurationQueryKey, context.previous);
    },
    onSuccess: ({ faq }) => setConfiguration((data) => ({ ...data, faq })),
  });
}

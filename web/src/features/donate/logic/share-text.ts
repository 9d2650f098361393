/** What a donor passes on with the fundraiser's link from the thank-you page. */
export const shareText = (title: string) => `Wspieram zbiórkę „${title}”. Dołączysz? Każda złotówka się liczy!`;
